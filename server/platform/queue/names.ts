/** Every pg-boss queue the app uses, named once: modules send to and work on these. */
export const QUEUES = {
  health: 'health',
  evidenceAnalysis: 'evidence-analysis',
  evidenceAnalysisDead: 'evidence-analysis-dead',
  statementGeneration: 'statement-generation',
  statementGenerationDead: 'statement-generation-dead',
  packetBuild: 'packet-build',
  vectorStoreSync: 'vector-store-sync',
  vectorStoreRelease: 'vector-store-release',
} as const;
