import type { PolicyName } from '../../../shared/legalPages';
import { fillPlaceholders, policyTitles } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { placeholderValues } from './placeholders';
import { renderPolicyMarkdown } from './render';
import { findCurrentVersion, findVersion, listVersions } from './versions';

/**
 * A policy as its page shows it: the current version, or an earlier one (`version`), and whether
 * it is the current one. Both are filled with today's settings (decision 058 says why).
 */
export async function policyPage(db: Db, name: PolicyName, version?: number) {
  const current = await findCurrentVersion(db, name);
  const shown = version === undefined ? current : await findVersion(db, name, version);
  const filled = fillPlaceholders(shown.markdown, await placeholderValues(db));
  return {
    name,
    title: policyTitles[name],
    version: shown.version,
    currentVersion: current.version,
    isCurrent: shown.version === current.version,
    savedAt: shown.createdAt.toISOString(),
    ...renderPolicyMarkdown(filled),
  };
}
export type PolicyPageDto = Awaited<ReturnType<typeof policyPage>>;

/** Admin → Policies: each policy's current text as written, with its versions, newest first. */
export async function policyForEditing(db: Db, name: PolicyName) {
  const current = await findCurrentVersion(db, name);
  return {
    name,
    markdown: current.markdown,
    version: current.version,
    versions: (await listVersions(db, name)).map((v) => ({
      version: v.version,
      savedAt: v.createdAt.toISOString(),
    })),
  };
}
