/**
 * Edit Profile (spec §2 Guide dashboard): who the guide is, the verification state with the
 * operator's reason after a rejection, and the profile form, prefilled from the guide's own
 * profile. A signed-in user who is not a guide yet fills the same form to become one; a guide
 * also finds their bio, languages and hours under it.
 */
import { type UserProfile, VERIFICATION_STATUS, type VerificationStatus } from '@app/contracts';
import { errorMessage } from '../../../app/errors';
import { PageLoading } from '../../../app/PageLoading';
import { trpc } from '../../../app/trpc';
import { FormAlert } from '../../../components/ui/fields';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { GuideIdentity } from '../GuideIdentity';
import { ownAccount, useGuideProfile, useOperatorData } from '../use-guide-data';
import { AboutSection } from './AboutSection';
import { GuideProfileForm } from './GuideProfileForm';
import { emptyGuideForm, guideFormFromProfile } from './profile-form';

export function EditProfileSection({ user }: { user: UserProfile }) {
  const utils = trpc.useUtils();
  const profile = useGuideProfile(user.email);
  const operator = useOperatorData(user.email);

  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <RetryAlert
        message={errorMessage(profile.error)}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const guide = profile.data;
  const status: VerificationStatus =
    operator.data?.verificationStatus ?? guide?.verificationStatus ?? VERIFICATION_STATUS.notSent;
  const reason = operator.data?.rejectionReason ?? guide?.rejectionReason;
  const name = guide?.legalname || user.username;

  const onSubmitted = (next: VerificationStatus) => {
    // The button turns 'Under Verification' at once; the rest is asked for again.
    utils.guides.operatorData.setData(ownAccount(user.email), (old) =>
      old === undefined ? old : { ...old, verificationStatus: next, rejectionReason: undefined },
    );
    void utils.guides.invalidate();
  };

  return (
    <div className="guide-section__stack">
      <GuideIdentity
        name={name}
        email={user.email}
        picture={guide?.profilePicture || user.profilePicture}
        status={guide?.status ?? ''}
        verification={status}
      />
      {guide === null && (
        <FormAlert
          tone="info"
          message="Fill in your guide profile and send it for verification. Once our team has verified it, travellers can book you."
        />
      )}
      {status === VERIFICATION_STATUS.underVerification && (
        <FormAlert
          tone="info"
          message="Your profile is being verified. You can change it again once our team has answered."
        />
      )}
      {status === VERIFICATION_STATUS.rejected && (
        <div className="guide-rejection" role="status">
          <p className="guide-rejection__title">Your profile was not accepted.</p>
          {reason !== undefined && reason !== '' && <p>Reason given by our team: {reason}</p>}
          <p>Please correct your profile and send it for verification again.</p>
        </div>
      )}
      {/* Keys unique among the stack's children: a key shared by two siblings (the form and the
          section under it both keyed by the e-mail) left a stale copy of the form on screen. */}
      <GuideProfileForm
        key={guide === null ? 'form:new' : `form:${guide.emailAddress}`}
        initial={guide === null ? emptyGuideForm(user.email) : guideFormFromProfile(guide, user.email)}
        status={status}
        name={name}
        savedPicture={guide?.profilePicture ?? ''}
        savedDocumentName={guide?.officialDocumentName ?? ''}
        onSubmitted={onSubmitted}
      />
      {guide !== null && (
        <AboutSection key={`about:${guide.emailAddress}`} guide={guide} email={user.email} />
      )}
    </div>
  );
}
