import { describe, expect, it } from "vitest";
import type { Comment } from "../../contract/posts";
import { splitText } from "../../client/src/components/text-links";
import { insertMention, withMention } from "../../client/src/features/mentions/mention-pick";
import { mentionIdsIn, mentionQueryAt } from "../../client/src/features/mentions/mention-text";
import { threadsOf } from "../../client/src/features/posts/comment-threads";

// What an "@" typed in a field asks for, what picking someone writes, which names the words
// still hold, how a text shows its mentions beside its links and Bible references, and how a
// post's comments stand as threads.

const ada = { id: 7, name: "Ada Lovelace" };
const ann = { id: 8, name: "Ann Lee" };

describe("the mention being typed", () => {
  const at = (text: string) => mentionQueryAt(text, text.length);

  it("is an '@' at a word's start followed by a letter, up to two words, up to the caret", () => {
    expect(at("Thank you @Ad")).toEqual({ start: 10, end: 13, query: "Ad" });
    expect(at("@ada l")).toEqual({ start: 0, end: 6, query: "ada l" });
    expect(at("(@José")).toEqual({ start: 1, end: 6, query: "José" });
    expect(mentionQueryAt("Hi @Ad and more", 6)).toEqual({ start: 3, end: 6, query: "Ad" });
  });

  it("is nothing for an '@' alone, inside a word or an address, or once a name is done", () => {
    expect(at("Hi @")).toBeNull();
    expect(at("me@example")).toBeNull();
    expect(at("@Ada Lovelace ")).toBeNull();
    expect(at("@Ada Lovelace and")).toBeNull();
    expect(at("@1st")).toBeNull();
  });
});

describe("picking someone", () => {
  it("writes '@First Last ' in place of what was typed, and puts the caret after it", () => {
    expect(insertMention("Thanks @Ad", { start: 7, end: 10, query: "Ad" }, "Ada Lovelace")).toEqual({
      text: "Thanks @Ada Lovelace ",
      caret: 21,
    });
    // A space already after the caret is not doubled.
    expect(insertMention("Hi @Ad and you", { start: 3, end: 6, query: "Ad" }, "Ada Lovelace")).toEqual({
      text: "Hi @Ada Lovelace and you",
      caret: 17,
    });
  });

  it("records each person once, and only those the words still name are sent", () => {
    const picked = withMention(withMention([ada], ann), ada);
    expect(picked).toEqual([ada, ann]);
    expect(mentionIdsIn("Thanks @Ada Lovelace", picked)).toEqual([7]);
    expect(mentionIdsIn("Thanks Ada and @Ann Lee", picked)).toEqual([8]);
  });
});

describe("a text's mentions", () => {
  it("link each '@Name' kept with it, beside its web addresses and Bible references", () => {
    const text = "@Ada Lovelace read John 3:16 with @Ann Lee at https://example.org, @Ann Leeson";
    const parts = splitText(text, [{ start: 19, end: 28, osis: "John.3.16" }], [ada, ann]);
    expect(parts).toEqual([
      { text: "@Ada Lovelace", userId: 7 },
      " read ",
      { text: "John 3:16", osis: "John.3.16" },
      " with ",
      { text: "@Ann Lee", userId: 8 },
      " at ",
      { text: "https://example.org", href: "https://example.org" },
      ", @Ann Leeson",
    ]);
  });

  it("take a name as written, not as a pattern", () => {
    expect(splitText("Hi @A.B (C)", [], [{ id: 1, name: "A.B (C)" }])).toEqual(["Hi ", { text: "@A.B (C)", userId: 1 }]);
    expect(splitText("Hi @AxB", [], [{ id: 1, name: "A.B" }])).toEqual(["Hi @AxB"]);
  });
});

describe("a post's comments as threads", () => {
  const comment = (id: number, parentId: number | null) => ({ id, parentId }) as Comment;

  it("puts each reply under the comment it answers, in order; a reply whose comment is not shown stands alone", () => {
    const threads = threadsOf([comment(1, null), comment(2, 1), comment(3, null), comment(4, 1), comment(5, 99), comment(6, 3)]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id), t.answerable])).toEqual([
      [1, [2, 4], true],
      [3, [6], true],
      [5, [], false],
    ]);
  });
});
