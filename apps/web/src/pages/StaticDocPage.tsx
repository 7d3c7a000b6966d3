// Agreements, policies, help center and about page, written in full (apps/web/src/content).
import { Fragment } from 'react';
import { StaticPage } from '@peiyin/ui';
import { aboutPage, helpCenter } from '../content/help';
import { memberAgreement, privacyPolicy, subscriptionAgreement, thirdPartyList, userAgreement, withOutsideServices } from '../content/legal';
import type { StaticDoc } from '../content/types';
import { useOutsideServices } from '../api/settings';

const docs: Record<string, StaticDoc> = {
  userAgreement,
  privacyPolicy,
  thirdPartyList,
  memberAgreement,
  subscriptionAgreement,
  helpCenter,
  aboutPage,
};

export function StaticDocPage({ docKey }: { docKey: string }) {
  const written = docs[docKey];
  if (!written) throw new Error(`unknown static page ${docKey}`);
  // the privacy policy and the third-party list name the services this deployment really uses (issue 28)
  const services = useOutsideServices();
  const doc = withOutsideServices(written, services.data ?? null);
  const defaultActiveId = window.location.hash.slice(1) || undefined;
  return (
    <StaticPage
      title={doc.title}
      meta={doc.subtitle}
      defaultActiveId={defaultActiveId}
      sections={doc.sections.map((section) => ({
        id: section.id,
        title: section.heading,
        content: (
          <Fragment>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </Fragment>
        ),
      }))}
    />
  );
}
