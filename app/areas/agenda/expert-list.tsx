import { Link } from "@remix-run/react";

import { AGENDA_PART_NAMES, agendaTimeRange } from "~/areas/agenda/agenda";
import type { Expert, ExpertItem } from "~/areas/agenda/api/experts.server";
import { formatDate, todayInPoland } from "~/lib/dates";

/** In words that fit women and men alike. */
export const EXPERT_ROLE_NAMES: Record<ExpertItem["role"], string> = {
  speaker: "Wystąpienie",
  moderator: "Moderacja",
};

const PORTRAIT_SIZE = 96;

export function agendaItemAnchor(item: Pick<ExpertItem, "id" | "event">): string {
  return `/agenda?miasto=${encodeURIComponent(item.event)}#punkt-${item.id}`;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toLocaleUpperCase("pl")).join("");
}

function timeOf(item: ExpertItem): string {
  return `${formatDate(todayInPoland(new Date(item.datetimeStart)))}, ${agendaTimeRange(item)}`;
}

function Portrait({ expert }: { expert: Expert }) {
  if (expert.photo) {
    return (
      <img
        className="expert__photo"
        src={expert.photo}
        alt={expert.name}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="expert__monogram" aria-hidden="true">
      {initialsOf(expert.name)}
    </span>
  );
}

function ExpertArticle({ expert }: { expert: Expert }) {
  return (
    <article className="expert" aria-labelledby={expert.slug}>
      <Portrait expert={expert} />
      <div className="expert__body">
        <h3 className="expert__name" id={expert.slug}>
          {expert.name}
        </h3>
        {expert.title ? <p className="expert__title">{expert.title}</p> : null}
        {expert.bio ? <p className="expert__bio">{expert.bio}</p> : null}
        {expert.items.length > 0 ? (
          <ul className="expert__items">
            {expert.items.map((item) => (
              <li key={item.id} className="expert__item">
                <span className="expert__item-name">
                  {EXPERT_ROLE_NAMES[item.role]}:{" "}
                  {/* The agenda lists items with sign-up; an open panel is only named. */}
                  {item.signUpEnabled ? (
                    <Link to={agendaItemAnchor(item)}>{item.name}</Link>
                  ) : (
                    `${item.name} (bez zapisów)`
                  )}
                </span>
                <span className="expert__item-meta">
                  <time dateTime={item.datetimeStart}>{timeOf(item)}</time>, {item.city} ·{" "}
                  {AGENDA_PART_NAMES[item.part]}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function ExpertList({ experts }: { experts: readonly Expert[] }) {
  if (experts.length === 0) {
    return <p>Listę ekspertów i prowadzonych przez nich punktów programu opublikujemy przed kongresem.</p>;
  }
  return (
    <div className="expert-list">
      {experts.map((expert) => (
        <ExpertArticle key={expert.slug} expert={expert} />
      ))}
    </div>
  );
}
