import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSavedInstructions, loadSavedInstructions, saveInstructions, savedInstructionsKey } from '../../src/offline/saved-instructions';

/** Node has no localStorage; this is the Web Storage contract over a Map. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('saved statement instructions', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps instructions per visa type and criterion under statement-instructions:{visa}:{criterion}', () => {
    saveInstructions('O-1A', 'o1a_awards', 'Stress the jury.');
    saveInstructions('EB-1A', 'eb1a_awards', 'Mention the medal.');
    expect(storage.getItem('statement-instructions:O-1A:o1a_awards')).toBe('Stress the jury.');
    expect(savedInstructionsKey('EB-1A', 'FINAL_MERITS')).toBe('statement-instructions:EB-1A:FINAL_MERITS');
    expect(loadSavedInstructions('O-1A', 'o1a_awards')).toBe('Stress the jury.');
    expect(loadSavedInstructions('EB-1A', 'eb1a_awards')).toBe('Mention the medal.');
    expect(loadSavedInstructions('O-1A', 'o1a_press')).toBe('');
  });

  it('removes the saved entry when the instructions are blank', () => {
    saveInstructions('O-1A', 'o1a_awards', 'Stress the jury.');
    saveInstructions('O-1A', 'o1a_awards', '   \n ');
    expect(storage.getItem('statement-instructions:O-1A:o1a_awards')).toBeNull();
    expect(loadSavedInstructions('O-1A', 'o1a_awards')).toBe('');
  });

  it('clears only its own entries', () => {
    storage.setItem('theme', 'dark');
    saveInstructions('O-1A', 'o1a_awards', 'a');
    saveInstructions('O-1B', 'o1b_lead_role', 'b');
    clearSavedInstructions();
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('still works, saving nothing, where storage is unavailable', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(() => saveInstructions('O-1A', 'o1a_awards', 'x')).not.toThrow();
    expect(loadSavedInstructions('O-1A', 'o1a_awards')).toBe('');
    expect(() => clearSavedInstructions()).not.toThrow();
  });
});
