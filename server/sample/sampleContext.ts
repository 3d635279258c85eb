import type { AuthCollections } from '../auth/authCollections';
import type { CollectionWriter } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import type { AssertNotOwned } from '../store/ownedFields';
import type { RecordTypes } from '../store/recordTypes';
import type { ResourceRegistry } from '../store/resourceRegistry';
import { typedCollections } from '../store/typedCollections';
import type { UploadRecord } from './uploadRoutes';

type Row = Record<string, unknown>;

/** What the sample console's routes need from the server: the store and its checked writes. */
export interface SampleContext {
  store: DataStore;
  types: RecordTypes;
  writer: CollectionWriter;
  /** Refuses a generic write to fields only their own call may write (plugins' owned fields). */
  assertNotOwned: AssertNotOwned;
  /** The server's working folder: uploads are kept under it. */
  dataDir: string;
  /** The envelope resources this server serves. */
  resources: ResourceRegistry;
}

/** The collections the sample's own calls read and write, and the type of their rows. */
export type SampleCollections = AuthCollections & {
  departments: Row;
  notices: Row;
  uploads: UploadRecord;
  workflows: Row;
};

/**
 * The sample's collections of the store, typed.
 *
 * @example
 * sampleCollections(store).rows('uploads').push(record);
 */
export const sampleCollections = (store: DataStore) => typedCollections<SampleCollections>(store);
