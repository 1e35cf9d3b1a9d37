import { describe, expect, it } from 'vitest';
import { describeInstruction } from './explorer';
import { tokenErrorReason } from './transaction';

describe('tokenErrorReason', () => {
  it("reads the token program's reason from kit's error context, its logs or a transaction error", () => {
    const kitError = Object.assign(new Error('Transaction simulation failed'), {
      cause: Object.assign(new Error('Custom program error: #11'), { context: { code: 11, index: 0 } }),
    });
    expect(tokenErrorReason(kitError)).toBe('the account is not empty: burn or transfer its tokens first');
    const fromLogs = Object.assign(new Error('failed'), {
      context: { logs: ['Program Tokenkeg… failed: custom program error: 0x11'] },
    });
    expect(tokenErrorReason(fromLogs)).toBe('the account is frozen');
    expect(tokenErrorReason({ context: { err: { InstructionError: [0, { Custom: 1 }] } } })).toBe(
      'the account holds fewer tokens than that',
    );
    expect(tokenErrorReason(new Error('User rejected'))).toBeNull();
  });
});

describe('describeInstruction', () => {
  it('names a jsonParsed instruction and lists its key facts', () => {
    const report = describeInstruction({
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as never,
      program: 'spl-token',
      parsed: {
        type: 'burnChecked',
        info: {
          account: 'A1',
          mint: 'M1',
          authority: 'W1',
          tokenAmount: { amount: '1500000', decimals: 6, uiAmountString: '1.5' },
        },
      },
    });
    expect(report).toMatchObject({ programName: 'SPL Token', name: 'Burn Checked' });
    expect(report.details).toEqual([
      { label: 'Account', value: 'A1' },
      { label: 'Mint', value: 'M1' },
      { label: 'Authority', value: 'W1' },
      { label: 'Amount', value: '1.5' },
    ]);
  });

  it('shows a memo as text, and an unknown program as unknown', () => {
    expect(
      describeInstruction({
        programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as never,
        parsed: 'hello',
      }),
    ).toMatchObject({ name: 'Memo', details: [{ label: 'Text', value: 'hello' }] });
    expect(
      describeInstruction({
        programId: 'Prog111111111111111111111111111111111111111' as never,
        data: '3Bxs',
        accounts: [],
      }),
    ).toMatchObject({ programName: null, name: null });
  });
});
