import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { CardSection, ToolHeader } from '../../../components/kit';
import { TabBar } from '../../../components/ui/TabBar';
import { TagBadge } from '../common/StatusBadge';
import { TOOL_SECTION } from '../common/section-looks';
import {
  BUILDER_ROADMAP,
  PROJECT_FILES,
  type ProjectFile,
  SAMPLE_OUTPUT,
  SAMPLE_TERMINAL,
} from './sample-project';

const DEMO_TITLE = 'Demo: not available yet';
const FOLDERS = [
  { folder: 'src', label: 'src' },
  { folder: 'tests', label: 'tests' },
  { folder: '', label: '' },
] as const;

/** The project's files by folder; the open one is marked, edited ones carry a dot. */
function FileTree({
  active,
  onOpen,
  modified,
}: {
  active: ProjectFile;
  onOpen: (path: string) => void;
  modified: (f: ProjectFile) => boolean;
}) {
  return (
    <nav
      aria-label="Project files"
      className="border-line border-b bg-surface-2/60 p-2 md:border-r md:border-b-0"
    >
      <ul className="flex flex-col gap-0.5 text-sm">
        {FOLDERS.map(({ folder, label }) => (
          <li key={folder || 'root'}>
            {label && (
              <span className="flex items-center gap-1.5 px-2 py-1 font-medium text-subtle text-xs uppercase tracking-wide">
                <span aria-hidden="true">▾</span> {label}
              </span>
            )}
            <ul className="flex flex-col gap-0.5">
              {PROJECT_FILES.filter((f) => f.folder === folder).map((f) => {
                const current = f.path === active.path;
                return (
                  <li key={f.path}>
                    <button
                      type="button"
                      aria-current={current ? 'page' : undefined}
                      title={f.path}
                      onClick={() => onOpen(f.path)}
                      className={`flex w-full items-center justify-between gap-2 rounded-md py-1 pr-2 text-left font-mono text-[13px] transition focus-visible:outline-2 focus-visible:outline-accent ${
                        label ? 'pl-6' : 'pl-2'
                      } ${current ? 'bg-accent/15 text-fg' : 'text-muted hover:bg-surface hover:text-fg'}`}
                    >
                      <span className="truncate">{f.name}</span>
                      {modified(f) && (
                        <span className="text-accent" title="Edited (not saved)">
                          ●<span className="sr-only"> edited</span>
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const BUILD_TABS = { output: 'Output', terminal: 'Terminal' };

/** The sample build's Output and Terminal tabs. */
function BuildPanels() {
  return (
    <Tabs.Root defaultValue="output" className="border-line border-t">
      <TabBar label="Build panels" tabs={BUILD_TABS} layout="underline">
        <span className="ml-auto self-center text-subtle text-xs">Sample output</span>
      </TabBar>
      <Tabs.Content value="output">
        <pre className="max-h-64 overflow-auto bg-surface-2 p-4 font-mono text-[12px] text-muted">
          {SAMPLE_OUTPUT}
        </pre>
      </Tabs.Content>
      <Tabs.Content value="terminal">
        <pre className="max-h-64 overflow-auto bg-zinc-950 p-4 font-mono text-[12px] text-emerald-300">
          {SAMPLE_TERMINAL}
        </pre>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The builder's Coming Soon roadmap. */
function BuilderRoadmap() {
  return (
    <CardSection look={TOOL_SECTION.band} label="Coming Soon" titleId="builder-soon">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BUILDER_ROADMAP.map((item) => (
          <li key={item.name} className="card flex flex-col gap-2" data-testid="builder-roadmap">
            <span className="badge self-start border-accent/40 bg-accent/10 text-accent">{item.quarter}</span>
            <h3 className="font-semibold">{item.name}</h3>
            <p className="text-muted text-sm">{item.description}</p>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/**
 * The spec's Program Builder (section 2): an editor-style page over a sample Anchor counter. Edits live in
 * this page only; Save and Build are not wired to anything yet and say so.
 */
export function ProgramBuilderPage() {
  const editorId = useId();
  const [activePath, setActivePath] = useState(PROJECT_FILES[0]!.path);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const active = PROJECT_FILES.find((f) => f.path === activePath) ?? PROJECT_FILES[0]!;
  const content = edits[active.path] ?? active.content;
  const modified = (f: ProjectFile) => edits[f.path] !== undefined && edits[f.path] !== f.content;

  return (
    <div className="flex flex-col gap-6">
      <ToolHeader
        title="Program Builder"
        badges={
          <>
            <TagBadge>Demo</TagBadge>
            <TagBadge>Anchor</TagBadge>
          </>
        }
      >
        Write Solana programs with Anchor in the browser. This preview opens a sample counter program you can
        edit; saving, building and deploying from the page are not available yet.
      </ToolHeader>

      <div className="card flex min-w-0 flex-col gap-0 overflow-hidden p-0 sm:p-0">
        <div className="flex flex-wrap items-center justify-between gap-2 border-line border-b px-4 py-2.5">
          <span className="font-mono text-muted text-sm">my-program</span>
          <div className="flex gap-2">
            <button type="button" className="btn-secondary px-3 py-1.5" title={DEMO_TITLE}>
              Save
            </button>
            <button type="button" className="btn-primary px-3 py-1.5" title={DEMO_TITLE}>
              Build
            </button>
          </div>
        </div>
        <div className="grid min-w-0 md:grid-cols-[14rem_1fr]">
          <FileTree active={active} onOpen={setActivePath} modified={modified} />
          <div className="flex min-w-0 flex-col">
            <div className="flex items-center justify-between gap-2 border-line border-b px-4 py-2 text-xs">
              <label htmlFor={editorId} className="font-mono text-muted" data-testid="editor-path">
                {active.path}
              </label>
              <span className="text-subtle">
                {active.language} · {content.split('\n').length} lines
              </span>
            </div>
            <textarea
              id={editorId}
              value={content}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              onChange={(e) => setEdits((prev) => ({ ...prev, [active.path]: e.target.value }))}
              className="h-[26rem] w-full resize-y bg-surface p-4 font-mono text-[13px] text-fg leading-relaxed focus-visible:outline-2 focus-visible:outline-accent focus-visible:-outline-offset-2 sm:h-[32rem]"
            />
          </div>
        </div>
        <BuildPanels />
      </div>

      <BuilderRoadmap />
    </div>
  );
}
