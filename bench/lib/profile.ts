import { readFileSync } from 'node:fs';

// Summarises a V8 .cpuprofile (node --cpu-prof): self time grouped by package (node_modules),
// by file of this project, or by V8/Node category, to show where the server's time goes.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

function bucketOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName ? `(${functionName})` : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return `${pkg} (npm)`;
  const own = /\/(src\/[^?]+)/.exec(url)?.[1];
  if (own) return `${own}: ${functionName || '(anonymous)'}`;
  if (url.startsWith('node:')) return `${url}`;
  return url;
}

export function summarizeProfile(file: string, top = 20) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const totals = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    all += hits;
    const key = bucketOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + hits);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([what, hits]) => ({ what, selfPercent: (hits / Math.max(1, all)) * 100 }));
}
