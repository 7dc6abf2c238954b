import type { Announcement, Church, ChurchBan, ChurchMember, ChurchSummary, InviteLink, JoinRequest, LinkPreview } from "../../contract/churches";
import type { ChurchRow } from "../db/schema";
import type { AnnouncementEntry } from "../services/churches/church-announcements";
import type { ChurchBanWithPeople } from "../services/churches/church-bans";
import type { JoinRequestWithUser } from "../services/churches/church-joining";
import type { LinkWithMaker } from "../services/churches/church-links";
import type { ChurchMemberWithUser } from "../services/churches/church-members";
import type { ChurchPage, ChurchWithRole } from "../services/churches/churches";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentChurchSummary({ church, role }: ChurchWithRole): ChurchSummary {
  return {
    id: church.id,
    slug: church.slug,
    name: church.name,
    tradition: church.tradition,
    place: church.place,
    joinMode: church.joinMode,
    memberCount: church.memberCount,
    logoUrl: church.logoUrl,
    bannerUrl: church.bannerUrl,
    myRole: role,
  };
}

export function presentChurch(page: ChurchPage): Church {
  const { church } = page;
  return {
    ...presentChurchSummary(page),
    about: church.about,
    address: church.address,
    website: church.website,
    contactEmail: church.contactEmail,
    contactPhone: church.contactPhone,
    serviceTimes: church.serviceTimes,
    createdAt: isoTime(church.createdAt),
    myTitle: page.title,
    requested: page.requested,
    pendingRequests: page.pendingRequests,
    mySharing: page.sharing,
    hasPrayerTeam: page.hasPrayerTeam,
  };
}

export function presentChurchMember({ user, joinedAt, ...entry }: ChurchMemberWithUser): ChurchMember {
  return { user: presentPublicUser(user), joinedAt: isoTime(joinedAt), ...entry };
}

export function presentJoinRequest({ user, requestedAt }: JoinRequestWithUser): JoinRequest {
  return { user: presentPublicUser(user), requestedAt: isoTime(requestedAt) };
}

export function presentChurchBan({ user, bannedBy, bannedAt }: ChurchBanWithPeople): ChurchBan {
  return { user: presentPublicUser(user), bannedBy: bannedBy && presentPublicUser(bannedBy), bannedAt: isoTime(bannedAt) };
}

export function presentInviteLink({ link, state, createdBy }: LinkWithMaker): InviteLink {
  return {
    id: link.id,
    code: link.code,
    state,
    expiresAt: link.expiresAt && isoTime(link.expiresAt),
    maxUses: link.maxUses,
    uses: link.uses,
    createdAt: isoTime(link.createdAt),
    createdBy: createdBy && presentPublicUser(createdBy),
    email: link.email,
  };
}

/** A link's church, for whoever holds its `code`: its images' URLs carry the code, which lets a visitor see them. */
export function presentLinkPreview(church: ChurchRow, code: string): LinkPreview {
  const viaLink = (url: string | null) => url && `${url}?link=${encodeURIComponent(code)}`;
  return {
    church: {
      slug: church.slug,
      name: church.name,
      tradition: church.tradition,
      place: church.place,
      memberCount: church.memberCount,
      logoUrl: viaLink(church.logoUrl),
      bannerUrl: viaLink(church.bannerUrl),
    },
  };
}

export function presentAnnouncement({ announcement, church, author, pinned }: AnnouncementEntry): Announcement {
  return {
    id: announcement.id,
    church,
    author: author && presentPublicUser(author),
    title: announcement.title,
    body: announcement.body,
    verses: announcement.verses ?? [],
    pinnedUntil: isoTime(announcement.pinnedUntil),
    pinned,
    createdAt: isoTime(announcement.createdAt),
  };
}
