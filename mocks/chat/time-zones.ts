/**
 * The time zones of the cities people ask the time in ("What's the time in Tokyo?"): a model
 * cannot see a clock, but it knows the zone and its offset, which is the useful part of its reply.
 * Keys are lower case; a zone with summer time names both offsets.
 */
export const TIME_ZONES: ReadonlyMap<string, string> = new Map([
  ["tokyo", "Japan Standard Time (JST, UTC+9)"],
  ["osaka", "Japan Standard Time (JST, UTC+9)"],
  ["seoul", "Korea Standard Time (KST, UTC+9)"],
  ["beijing", "China Standard Time (CST, UTC+8)"],
  ["shanghai", "China Standard Time (CST, UTC+8)"],
  ["hong kong", "Hong Kong Time (HKT, UTC+8)"],
  ["singapore", "Singapore Time (SGT, UTC+8)"],
  ["mumbai", "India Standard Time (IST, UTC+5:30)"],
  ["delhi", "India Standard Time (IST, UTC+5:30)"],
  ["new delhi", "India Standard Time (IST, UTC+5:30)"],
  ["dubai", "Gulf Standard Time (GST, UTC+4)"],
  ["moscow", "Moscow Time (MSK, UTC+3)"],
  ["london", "Greenwich Mean Time (GMT, UTC+0), or British Summer Time (BST, UTC+1) in summer"],
  ["paris", "Central European Time (CET, UTC+1), or UTC+2 in summer"],
  ["berlin", "Central European Time (CET, UTC+1), or UTC+2 in summer"],
  ["madrid", "Central European Time (CET, UTC+1), or UTC+2 in summer"],
  ["rome", "Central European Time (CET, UTC+1), or UTC+2 in summer"],
  ["amsterdam", "Central European Time (CET, UTC+1), or UTC+2 in summer"],
  ["new york", "Eastern Time (ET): UTC−5, or UTC−4 in summer"],
  ["washington", "Eastern Time (ET): UTC−5, or UTC−4 in summer"],
  ["toronto", "Eastern Time (ET): UTC−5, or UTC−4 in summer"],
  ["chicago", "Central Time (CT): UTC−6, or UTC−5 in summer"],
  ["denver", "Mountain Time (MT): UTC−7, or UTC−6 in summer"],
  ["los angeles", "Pacific Time (PT): UTC−8, or UTC−7 in summer"],
  ["san francisco", "Pacific Time (PT): UTC−8, or UTC−7 in summer"],
  ["seattle", "Pacific Time (PT): UTC−8, or UTC−7 in summer"],
  ["sydney", "Australian Eastern Time: UTC+10 (AEST), or UTC+11 (AEDT) in summer"],
  ["melbourne", "Australian Eastern Time: UTC+10 (AEST), or UTC+11 (AEDT) in summer"],
]);
