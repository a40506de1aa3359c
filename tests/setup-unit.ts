// Unit tests run in happy-dom; IndexedDB comes from fake-indexeddb so Dexie code runs unchanged.
import 'fake-indexeddb/auto';
