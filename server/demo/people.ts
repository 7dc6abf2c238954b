import type { PrayerCategory } from "../../contract/prayer";
// The demo community seeded on first start: the four members of the family the /demo page
// shows, and people of their church around them.

export type DemoPerson = {
  key: string;
  firstName: string;
  lastName: string;
  churchAffiliation: string;
  location: string;
  aboutMe: string;
  /** Set for the four family members the /demo page offers. */
  role?: string;
};

const GRACE = "Grace Community Church";
const NASHVILLE = "Nashville, TN";

// biome-ignore format: one person per line reads as a table
export const DEMO_PEOPLE: DemoPerson[] = [
  { key: "david", role: "Father", firstName: "David", lastName: "Thompson", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "Husband, father of two, deacon. I love early-morning prayer walks and a good commentary on Romans." },
  { key: "sarah", role: "Mother", firstName: "Sarah", lastName: "Thompson", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "Wife, mom and nurse. I lead the Tuesday women's Bible study and believe in the power of a casserole." },
  { key: "emily", role: "Daughter", firstName: "Emily", lastName: "Thompson", churchAffiliation: GRACE, location: "Knoxville, TN", aboutMe: "Nursing student at UT. Worship team alto. Learning to trust God one exam at a time." },
  { key: "joshua", role: "Son", firstName: "Joshua", lastName: "Thompson", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "High-school junior, youth group drummer, and the family's resident soccer fan." },
  { key: "james", firstName: "James", lastName: "Wilson", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "Senior pastor. Shepherding this flock for fifteen years and still amazed by grace." },
  { key: "maria", firstName: "Maria", lastName: "Garcia", churchAffiliation: GRACE, location: "Franklin, TN", aboutMe: "Teacher, prayer-circle coordinator, grandmother of five." },
  { key: "samuel", firstName: "Samuel", lastName: "Okafor", churchAffiliation: "New Hope Fellowship", location: NASHVILLE, aboutMe: "Engineer and men's ministry volunteer. Proverbs 27:17." },
  { key: "rachel", firstName: "Rachel", lastName: "Kim", churchAffiliation: GRACE, location: "Brentwood, TN", aboutMe: "Worship leader and piano teacher." },
  { key: "daniel", firstName: "Daniel", lastName: "Brooks", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "Youth pastor. Coffee, camp songs and Acts 2 community." },
  { key: "hannah", firstName: "Hannah", lastName: "Lee", churchAffiliation: "Cornerstone Chapel", location: "Knoxville, TN", aboutMe: "Campus ministry leader at UT. Let's study the Gospel of John together." },
  { key: "peter", firstName: "Peter", lastName: "Novak", churchAffiliation: "New Hope Fellowship", location: "Murfreesboro, TN", aboutMe: "Small-business owner and food-pantry volunteer." },
  { key: "ruth", firstName: "Ruth", lastName: "Adeyemi", churchAffiliation: GRACE, location: NASHVILLE, aboutMe: "Retired missionary nurse. Forty years in Nigeria and Kenya; still praying for the nations." },
];

/** [requester, addressee] pairs already connected. */
export const DEMO_CONNECTIONS: [string, string][] = [
  ["david", "sarah"],
  ["david", "emily"],
  ["sarah", "emily"],
  ["sarah", "joshua"],
  ["david", "joshua"],
  ["david", "james"],
  ["david", "samuel"],
  ["sarah", "maria"],
  ["sarah", "rachel"],
  ["emily", "hannah"],
  ["joshua", "daniel"],
  ["james", "maria"],
  ["james", "daniel"],
  ["james", "ruth"],
  ["samuel", "peter"],
  ["rachel", "daniel"],
];

/** [requester, addressee] pairs waiting for an answer. */
export const DEMO_PENDING: [string, string][] = [
  ["peter", "david"],
  ["ruth", "sarah"],
  ["daniel", "emily"],
  ["joshua", "emily"],
  ["hannah", "joshua"],
  ["rachel", "joshua"],
];

export type DemoPost = {
  author: string;
  type: "text" | "prayer";
  content: string;
  hoursAgo: number;
  prayedBy?: string[];
  comments?: [string, string][];
  /** A prayer request's own: its category, whether its author is named, how it went on. */
  category?: PrayerCategory;
  anonymous?: boolean;
  updates?: { hoursAgo: number; content: string }[];
  answered?: { hoursAgo: number; testimony: string };
};

export const DEMO_POSTS: DemoPost[] = [
  {
    author: "david",
    type: "prayer",
    hoursAgo: 120,
    content: "My father has hip surgery on Monday. Please pray for the surgeons, and for a quick recovery.",
    prayedBy: ["sarah", "james", "samuel"],
    comments: [["samuel", "Praying for your dad, brother."]],
    category: "health",
    answered: {
      hoursAgo: 26,
      testimony: "Dad is home and already walking with a cane. The surgeon said it went perfectly. Thank you for praying!",
    },
  },
  {
    author: "ruth",
    type: "prayer",
    hoursAgo: 96,
    content: "Please pray for the clinic in Kisumu where I served. Their well pump failed and they need funds for a new one.",
    prayedBy: ["james", "maria", "sarah"],
    category: "other",
  },
  {
    author: "james",
    type: "text",
    hoursAgo: 80,
    content:
      'Sunday\'s sermon on Psalm 23 is online. "Surely goodness and mercy shall follow me all the days of my life." Let that carry you through the week.',
    prayedBy: ["david"],
    comments: [["maria", "Such a blessing, Pastor. Thank you!"]],
  },
  {
    author: "david",
    type: "text",
    hoursAgo: 72,
    content: "Grateful for the men's breakfast this morning. Iron sharpens iron.",
    comments: [["samuel", "Great fellowship, brother. Same time next month!"]],
  },
  {
    author: "maria",
    type: "prayer",
    hoursAgo: 60,
    content: "My grandson Lucas starts chemotherapy on Thursday. Please pray for strength for him and peace for his parents.",
    prayedBy: ["sarah", "james", "rachel", "ruth"],
    comments: [["sarah", "Praying for Lucas and all of you, Maria."]],
    category: "health",
    updates: [
      { hoursAgo: 14, content: "The first round is done. Lucas is tired but in good spirits, and the doctors are pleased. Thank you all." },
    ],
  },
  {
    author: "emily",
    type: "prayer",
    hoursAgo: 50,
    content: "Finals week is here. Praying for focus, rest, and peace over anxiety. Would love your prayers too!",
    category: "guidance",
    prayedBy: ["sarah", "david", "hannah"],
    comments: [
      ["david", "Proud of you, kiddo. You've got this."],
      ["hannah", "Study group at the library tonight?"],
    ],
  },
  {
    author: "rachel",
    type: "text",
    hoursAgo: 40,
    content: 'New song for Sunday: "Great Is Thy Faithfulness" with a fresh arrangement. Choir, rehearsal is Thursday at 7!',
  },
  {
    author: "sarah",
    type: "text",
    hoursAgo: 30,
    content: "Women's Bible study starts Ephesians next Tuesday. Childcare provided. Bring a friend!",
    prayedBy: ["maria"],
    comments: [["rachel", "Count me in!"]],
  },
  {
    author: "joshua",
    type: "prayer",
    hoursAgo: 20,
    content: "Youth mission trip to Appalachia is in three weeks. Pray for safe travel and open hearts.",
    prayedBy: ["daniel", "sarah", "david"],
    category: "growth",
    updates: [{ hoursAgo: 5, content: "We raised the last $600 for the van rental! Keep praying for safe travel and open hearts." }],
  },
  {
    author: "emily",
    type: "prayer",
    hoursAgo: 9,
    content: "I have been anxious and feeling far from God lately. Please pray that I find peace and someone to talk to.",
    prayedBy: ["sarah", "hannah"],
    comments: [
      ["sarah", "Praying for you tonight. You are not alone."],
      ["emily", "Thank you. It helps more than you know to have someone praying."],
    ],
    category: "growth",
    anonymous: true,
  },
  {
    author: "daniel",
    type: "text",
    hoursAgo: 12,
    content: "Youth group was packed tonight. Forty students worshipping together. God is moving in this generation!",
    comments: [["joshua", "Best night ever."]],
  },
  {
    author: "samuel",
    type: "text",
    hoursAgo: 6,
    content: "Food pantry needs volunteers this Saturday morning, 8 to 11. Many hands make light work.",
    prayedBy: ["peter"],
  },
  {
    author: "david",
    type: "prayer",
    hoursAgo: 3,
    content: "Our company announced layoffs today. Praying for wisdom for the leadership and provision for the families affected.",
    category: "work",
    prayedBy: ["sarah", "james"],
    comments: [["james", "Standing with you in prayer, David."]],
  },
];

export const demoEmail = (key: string) => `${key}@demo.koinonia.invalid`;
export const DEMO_FAMILY = DEMO_PEOPLE.filter((p) => p.role);
