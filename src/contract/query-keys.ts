/** Query keys: their segments joined by '/' are the GET URL (architecture.md §calls). */
export const keys = {
  authUser: ['/api/auth/user'] as const,
  profile: ['/api/profile'] as const,
  petitions: ['/api/petitions'] as const,
  petition: (id: string) => ['/api/petitions', id] as const,
  evidence: (id: string) => ['/api/petitions', id, 'evidence'] as const,
  /** Under the list's key, so whatever refreshes the list refreshes these too. */
  evidenceDescriptions: (id: string) => ['/api/petitions', id, 'evidence', 'descriptions'] as const,
  /** One whole row. The download URL's key starts with this one: invalidate it only with `exact`. */
  evidenceDetail: (evidenceId: string) => ['/api/evidence', evidenceId] as const,
  evidenceDownloadUrl: (evidenceId: string) => ['/api/evidence', evidenceId, 'download-url'] as const,
  caseDocuments: (id: string) => ['/api/petitions', id, 'case-documents'] as const,
  /** Under the petition's key, so whatever refreshes the petition refreshes the packet's `stale` too. */
  packet: (id: string) => ['/api/petitions', id, 'packet'] as const,
  letters: (id: string) => ['/api/petitions', id, 'recommendation-letters'] as const,
  recommendationRequests: (id: string) => ['/api/petitions', id, 'recommendation-requests'] as const,
  analystStatus: ['/api/analyst', 'status'] as const,
};
