import { describe, expect, it } from 'vitest';
import { isFinalUploadTaskState, nextUploadTaskState, uploadProgressPercent } from './uploadTaskState.ts';

describe('nextUploadTaskState', () => {
  it('pauses, resumes and finishes a running upload', () => {
    expect(nextUploadTaskState('running', 'pause')).toBe('paused');
    expect(nextUploadTaskState('paused', 'resume')).toBe('running');
    expect(nextUploadTaskState('running', 'succeed')).toBe('success');
  });

  it('retries a failed upload and cancels any unfinished one', () => {
    expect(nextUploadTaskState('running', 'fail')).toBe('error');
    expect(nextUploadTaskState('error', 'retry')).toBe('running');
    for (const state of ['running', 'paused', 'error'] as const) {
      expect(nextUploadTaskState(state, 'cancel')).toBe('canceled');
    }
  });

  it('ignores events that make no sense in a state', () => {
    expect(nextUploadTaskState('success', 'cancel')).toBeNull();
    expect(nextUploadTaskState('canceled', 'resume')).toBeNull();
    expect(nextUploadTaskState('paused', 'pause')).toBeNull();
    expect(nextUploadTaskState('paused', 'succeed')).toBeNull();
    expect(nextUploadTaskState('running', 'retry')).toBeNull();
  });

  it('treats success and canceled as final', () => {
    expect(isFinalUploadTaskState('success')).toBe(true);
    expect(isFinalUploadTaskState('canceled')).toBe(true);
    expect(isFinalUploadTaskState('error')).toBe(false);
  });
});

describe('uploadProgressPercent', () => {
  it('rounds down and keeps 100 for a recorded upload', () => {
    expect(uploadProgressPercent(0, 1000, 'running')).toBe(0);
    expect(uploadProgressPercent(425, 1000, 'running')).toBe(42);
    expect(uploadProgressPercent(1000, 1000, 'running')).toBe(99);
    expect(uploadProgressPercent(1000, 1000, 'success')).toBe(100);
  });

  it('copes with an unknown total', () => {
    expect(uploadProgressPercent(10, 0, 'running')).toBe(0);
  });
});
