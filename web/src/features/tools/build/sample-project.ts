/**
 * The Program Builder's sample project: a small Anchor counter (one PDA per authority, increment and
 * decrement with checked arithmetic), its test and its configuration. Written for this page.
 */

/** A file of the sample project. */
export interface ProjectFile {
  /** Path from the project root, e.g. `src/lib.rs`. */
  path: string;
  /** Folder shown in the explorer (`''` for the root). */
  folder: '' | 'src' | 'tests';
  /** Name shown in the explorer. */
  name: string;
  language: 'rust' | 'typescript' | 'toml';
  content: string;
}

const PROGRAM_ID = '6knhSWLXpNPY2v8Zrt9faEjDkrwWX4nwPvSx42t4Axtc';

const LIB_RS = `use anchor_lang::prelude::*;

pub mod program;
pub mod state;

// The instruction contexts must be reachable from the crate root for #[program].
use program::*;

declare_id!("${PROGRAM_ID}");

#[program]
pub mod my_program {
    use super::*;

    /// Creates the signer's counter (a PDA seeded by their key), starting at zero.
    pub fn initialize(ctx: Context<Initialize>) -> Result<()> {
        program::initialize(ctx)
    }

    /// Adds one. Only the counter's authority may call it.
    pub fn increment(ctx: Context<Update>) -> Result<()> {
        program::increment(ctx)
    }

    /// Subtracts one; fails with Underflow at zero.
    pub fn decrement(ctx: Context<Update>) -> Result<()> {
        program::decrement(ctx)
    }
}
`;

const PROGRAM_RS = `use anchor_lang::prelude::*;

use crate::state::{Counter, CounterError, COUNTER_SEED};

#[derive(Accounts)]
pub struct Initialize<'info> {
    #[account(
        init,
        payer = authority,
        space = 8 + Counter::INIT_SPACE,
        seeds = [COUNTER_SEED, authority.key().as_ref()],
        bump
    )]
    pub counter: Account<'info, Counter>,
    #[account(mut)]
    pub authority: Signer<'info>,
    pub system_program: Program<'info, System>,
}

#[derive(Accounts)]
pub struct Update<'info> {
    #[account(
        mut,
        seeds = [COUNTER_SEED, authority.key().as_ref()],
        bump = counter.bump,
        has_one = authority
    )]
    pub counter: Account<'info, Counter>,
    pub authority: Signer<'info>,
}

pub fn initialize(ctx: Context<Initialize>) -> Result<()> {
    let counter = &mut ctx.accounts.counter;
    counter.authority = ctx.accounts.authority.key();
    counter.count = 0;
    counter.bump = ctx.bumps.counter;
    msg!("Counter created for {}", counter.authority);
    Ok(())
}

pub fn increment(ctx: Context<Update>) -> Result<()> {
    let counter = &mut ctx.accounts.counter;
    counter.count = counter.count.checked_add(1).ok_or(CounterError::Overflow)?;
    msg!("Counter is now {}", counter.count);
    Ok(())
}

pub fn decrement(ctx: Context<Update>) -> Result<()> {
    let counter = &mut ctx.accounts.counter;
    counter.count = counter.count.checked_sub(1).ok_or(CounterError::Underflow)?;
    msg!("Counter is now {}", counter.count);
    Ok(())
}
`;

const STATE_RS = `use anchor_lang::prelude::*;

/// Seed prefix of every counter PDA: ["counter", authority].
pub const COUNTER_SEED: &[u8] = b"counter";

#[account]
#[derive(InitSpace)]
pub struct Counter {
    /// The only key allowed to change the count.
    pub authority: Pubkey,
    pub count: u64,
    /// Stored so later instructions skip the bump search.
    pub bump: u8,
}

#[error_code]
pub enum CounterError {
    #[msg("The counter is at its maximum value")]
    Overflow,
    #[msg("The counter is already at zero")]
    Underflow,
}
`;

const TEST_TS = `import * as anchor from '@coral-xyz/anchor';
import type { Program } from '@coral-xyz/anchor';
import { assert } from 'chai';
import type { MyProgram } from '../target/types/my_program';

describe('my-program', () => {
  const provider = anchor.AnchorProvider.env();
  anchor.setProvider(provider);
  const program = anchor.workspace.MyProgram as Program<MyProgram>;
  const [counter] = anchor.web3.PublicKey.findProgramAddressSync(
    [Buffer.from('counter'), provider.wallet.publicKey.toBuffer()],
    program.programId,
  );

  it('starts at zero', async () => {
    await program.methods.initialize().rpc();
    const account = await program.account.counter.fetch(counter);
    assert.equal(account.count.toNumber(), 0);
  });

  it('counts up and down', async () => {
    await program.methods.increment().rpc();
    await program.methods.increment().rpc();
    await program.methods.decrement().rpc();
    const account = await program.account.counter.fetch(counter);
    assert.equal(account.count.toNumber(), 1);
  });

  it('refuses to go below zero', async () => {
    await program.methods.decrement().rpc();
    try {
      await program.methods.decrement().rpc();
      assert.fail('expected Underflow');
    } catch (e) {
      assert.include(String(e), 'Underflow');
    }
  });
});
`;

const CARGO_TOML = `[package]
name = "my-program"
version = "0.1.0"
description = "A per-wallet counter, built with Anchor"
edition = "2021"

[lib]
crate-type = ["cdylib", "lib"]
name = "my_program"

[features]
default = []
cpi = ["no-entrypoint"]
no-entrypoint = []
no-idl = []
no-log-ix-name = []
idl-build = ["anchor-lang/idl-build"]

[dependencies]
anchor-lang = "0.31.1"
`;

const ANCHOR_TOML = `[toolchain]
anchor_version = "0.31.1"

[features]
resolution = true
skip-lint = false

[programs.localnet]
my_program = "${PROGRAM_ID}"

[provider]
cluster = "localnet"
wallet = "~/.config/solana/id.json"

[scripts]
test = "npx ts-mocha -p ./tsconfig.json -t 1000000 tests/**/*.ts"
`;

/** The files in explorer order. */
export const PROJECT_FILES: readonly ProjectFile[] = [
  { path: 'src/lib.rs', folder: 'src', name: 'lib.rs', language: 'rust', content: LIB_RS },
  { path: 'src/program.rs', folder: 'src', name: 'program.rs', language: 'rust', content: PROGRAM_RS },
  { path: 'src/state.rs', folder: 'src', name: 'state.rs', language: 'rust', content: STATE_RS },
  {
    path: 'tests/my-program.ts',
    folder: 'tests',
    name: 'my-program.ts',
    language: 'typescript',
    content: TEST_TS,
  },
  { path: 'Cargo.toml', folder: '', name: 'Cargo.toml', language: 'toml', content: CARGO_TOML },
  { path: 'Anchor.toml', folder: '', name: 'Anchor.toml', language: 'toml', content: ANCHOR_TOML },
];

/** The Output tab's fixed sample: what `anchor build` prints for this project. */
export const SAMPLE_OUTPUT = `$ anchor build
   Compiling my-program v0.1.0 (/workspace/programs/my-program)
    Finished \`release\` profile [optimized] target(s) in 38.42s
   Generated target/idl/my_program.json
   Generated target/types/my_program.ts

To deploy this program:
  $ solana program deploy target/deploy/my_program.so
The program address will default to this keypair (override with --program-id):
  target/deploy/my_program-keypair.json`;

/** The Terminal tab's fixed sample: an `anchor test` run of tests/my-program.ts. */
export const SAMPLE_TERMINAL = `$ anchor test
Deploying program "my_program"...
Program Id: ${PROGRAM_ID}
Deploy success

  my-program
    ✔ starts at zero (412ms)
    ✔ counts up and down (1204ms)
    ✔ refuses to go below zero (836ms)

  3 passing (3s)`;

/** The Coming Soon row of the spec, with its quarters. */
export const BUILDER_ROADMAP = [
  {
    name: 'AI Code Assistant',
    quarter: 'Q2 2025',
    description: 'Explain, write and review Anchor code in place.',
  },
  {
    name: 'Visual Program Builder',
    quarter: 'Q3 2025',
    description: 'Compose accounts and instructions as blocks.',
  },
  {
    name: 'Integrated Debugger',
    quarter: 'Q2 2025',
    description: 'Step through transactions and inspect accounts.',
  },
  {
    name: 'Live Collaboration',
    quarter: 'Q3 2025',
    description: 'Edit the same program together in real time.',
  },
] as const;
