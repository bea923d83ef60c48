// Types of server.mjs for the TypeScript benchmarks (bench/outbox/run.ts).
import type { ChildProcess } from 'node:child_process';

export type BenchServer = { url: string; dataDir: string; pid: number | undefined; stop: () => Promise<void> };
export type BenchUser = { cookie: string; petitionId: string };
export type EvidenceRow = { fileName: string; processingStatus: string; processingError: string | null } & Record<string, unknown>;

export function tempDir(prefix?: string): { dir: string; remove: () => void };
export function trackChild(child: ChildProcess, graceMs?: number): () => Promise<void>;
export function machineLine(): string;
export function freePort(): Promise<number>;
export function startServer(extraEnv?: Record<string, string>): Promise<BenchServer>;
export function userWithPetition(url: string): Promise<BenchUser>;
export function uploadZip(url: string, user: BenchUser, buffer: Uint8Array, name?: string): Promise<string>;
export function listEvidence(url: string, user: BenchUser): Promise<EvidenceRow[]>;
export function waitUntilAnalysed(url: string, user: BenchUser, count: number, opts?: { timeoutMs?: number; intervalMs?: number }): Promise<EvidenceRow[]>;
