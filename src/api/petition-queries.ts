import { queryOptions } from '@tanstack/react-query';
import type { Petition } from '../contract/entities';
import { getJson } from './http';
import { keys } from './keys';
import { freshOnEntry } from './route-reads';

// Here, not in their features: the route table (src/app/route-table.ts) starts them from the app's entry, and the
// dashboard's and petition's feature indexes are their screens' lazy chunks (docs/decisions/076).

/** GET /api/petitions: the caller's petitions, newest first; asked again on entering the dashboard. */
export const petitionsQuery = () =>
  queryOptions({ queryKey: keys.petitions, queryFn: ({ signal }) => getJson<Petition[]>(keys.petitions, signal), refetchOnMount: freshOnEntry });

/** GET /api/petitions/{id}; asked again on entering the page, so a restored (persisted) copy is not taken as current. */
export const petitionQuery = (id: string) =>
  queryOptions({ queryKey: keys.petition(id), queryFn: ({ signal }) => getJson<Petition>(keys.petition(id), signal), refetchOnMount: freshOnEntry });
