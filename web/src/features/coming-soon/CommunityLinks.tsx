import { CardSection } from '../../components/kit';
import { COMMUNITY_LINKS } from './content';
import { SOON_SECTION } from './section-look';

/** Links to the messaging community, the social feed and the code repository (spec §2). */
export function CommunityLinks() {
  return (
    <CardSection look={SOON_SECTION.card} label="Join the community" titleId="community-heading">
      <ul className="flex flex-col gap-2">
        {COMMUNITY_LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2 transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="flex flex-col">
                <span className="font-medium text-sm">{link.label}</span>
                <span className="text-subtle text-xs">{link.kind}</span>
              </span>
              <span aria-hidden="true" className="text-subtle">
                ↗
              </span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
