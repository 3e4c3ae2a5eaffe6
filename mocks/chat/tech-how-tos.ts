/**
 * The everyday tech-help how-tos people ask a chat assistant: "How do I take a screenshot on Mac?",
 * "How do I clear my browser cache?", "How do I free up storage on my iPhone?", "How do I stop spam
 * calls?", "How do I reset my router?". A model answers each with the keys, the settings path or
 * the steps; the general points ("Plan for change", "Keep it readable") these questions got
 * before read as a broken mock. how-tos.ts looks them up with its own table, by the same
 * whole-question keys. The shortcuts and settings paths are the platforms' documented ones (Apple,
 * Microsoft, Google, the FTC); where they vary by version or model the answer says so. A device
 * trouble told as a statement or a "why" ("My wifi keeps disconnecting", "Why is my phone so hot?",
 * "My phone won't charge", "Why does my laptop overheat?") gets its fix in order from techTroubleReply.
 */

/** Each entry as in how-tos.ts: what follows "how do I", and the answer. */
export const TECH_HOW_TOS: readonly { readonly asked: readonly string[]; readonly answer: string }[] = [
  {
    asked: ["take a screenshot on mac", "take a screenshot on a mac", "take a screenshot on macbook", "take a screenshot on a macbook", "take a screenshot on macos", "screenshot on mac", "screenshot on a mac", "take screenshots on mac", "screenshot on macbook", "take a screen shot on mac", "take a screenshot on my mac", "take a screenshot on my macbook", "screen capture on mac"],
    answer: `On a Mac, press:

- **Shift + Command + 3**: the whole screen.
- **Shift + Command + 4**: drag to select an area. Press **Space** after it to pick one window instead.
- **Shift + Command + 5**: the Screenshot toolbar, with timed shots, screen recording and where to save.

Screenshots are saved to the **Desktop** as PNG files by default (change it under Options in the Shift + Command + 5 toolbar). Add **Control** to any of these (for example Control + Shift + Command + 4) to copy the screenshot to the clipboard instead of saving a file, ready to paste.`,
  },
  {
    asked: ["take a screenshot on windows", "take a screenshot on a pc", "take a screenshot on pc", "take a screenshot on windows 10", "take a screenshot on windows 11", "screenshot on windows", "screenshot on pc", "take a screenshot on a laptop", "take a screenshot on my laptop", "take a screenshot on a windows laptop", "take a screenshot on my pc", "take a screen shot on windows", "screen capture on windows"],
    answer: `On Windows 10 and 11:

- **Windows + Shift + S**: opens the Snipping Tool's bar; drag an area, or pick a window or the full screen. It's copied to the clipboard (paste with Ctrl + V), and the notification opens it to edit or save.
- **Windows + Print Screen**: saves the whole screen as a file in **Pictures › Screenshots**.
- **Alt + Print Screen**: copies only the active window to the clipboard.
- **Print Screen** alone: copies the whole screen; on recent Windows 11 versions it opens the Snipping Tool instead (Settings › Accessibility › Keyboard).

On some laptops the Print Screen key (PrtSc) shares a key with another function: hold **Fn** with it.`,
  },
  {
    asked: ["take a screenshot", "take screenshots", "screenshot", "take a screen shot", "screenshot my screen", "take a screenshot on my computer", "take a screenshot on a computer"],
    answer: `It depends on the device:

- **Windows**: **Windows + Shift + S** to select an area (copied to the clipboard), or **Windows + Print Screen** to save the whole screen to Pictures › Screenshots.
- **Mac**: **Shift + Command + 3** for the whole screen, **Shift + Command + 4** for an area, **Shift + Command + 5** for the toolbar; saved to the Desktop.
- **iPhone with Face ID**: press the **side button and volume up** together. With a Home button: the **Home button and the side (or top) button**.
- **Android**: press **power and volume down** together for about a second.
- **Chromebook**: **Ctrl + Show windows** for the whole screen, **Ctrl + Shift + Show windows** for an area.

Tell me which device you're on if you'd like the details for it.`,
  },
  {
    asked: ["take a screenshot on iphone", "take a screenshot on my iphone", "take a screenshot on an iphone", "screenshot on iphone", "take a screenshot on ipad", "take a screenshot on android", "take a screenshot on my phone", "take a screenshot on a phone", "screenshot on android", "take a screenshot on samsung", "take a screenshot on my android"],
    answer: `On a phone:

- **iPhone with Face ID** (no Home button): press the **side button and volume up** at the same time, then let go.
- **iPhone with a Home button**: press the **Home button and the side (or top) button** together.
- **iPad**: the **top button and either volume button** (or Home + top on models with a Home button).
- **Android** (Samsung, Pixel and most others): press **power and volume down** together for about a second. Many also let you swipe with three fingers or the palm of your hand (in Settings).

A thumbnail appears in the corner: tap it to mark it up or share it, or let it go to your Photos or Gallery app (Screenshots album). For a whole web page or chat, look for a **Full Page** or **Scroll capture** option in that thumbnail's editor.`,
  },
  {
    asked: ["clear my browser cache", "clear browser cache", "clear cache", "clear my cache", "clear the cache", "clear cache in chrome", "clear chrome cache", "clear my chrome cache", "clear cache and cookies", "clear cookies", "clear my cookies", "clear browsing data", "clear my browsing data", "clear cache on chrome", "clear cache in my browser", "empty cache", "clear safari cache", "clear cache in safari", "clear cache in firefox", "clear cache in edge"],
    answer: `In **Chrome, Edge and Firefox**:

1. Press **Ctrl + Shift + Delete** (Windows, Linux) or **Command + Shift + Delete** (Mac) to open the clear-data window.
2. Choose a **time range**: "All time" (or "Everything") to clear it all.
3. Tick **Cached images and files**. Tick **Cookies and site data** only if you also want to be signed out of websites.
4. Click **Clear data** (Clear now in Firefox).

In **Safari** on a Mac: Safari › Settings › Advanced › tick "Show features for web developers", then **Develop › Empty Caches** (Option + Command + E). To clear history and cookies too: History › Clear History. On an **iPhone**: Settings › Apps › Safari › Clear History and Website Data (Settings › Safari on older iOS).

If one site looks broken, a **hard reload** is often enough: Ctrl + Shift + R (Command + Shift + R on a Mac) reloads the page while skipping the cache.`,
  },
  {
    asked: ["free up storage on iphone", "free up storage on my iphone", "free up space on iphone", "free up space on my iphone", "free up iphone storage", "get more storage on iphone", "get more storage on my iphone", "clear storage on iphone", "clear storage on my iphone", "clear space on my iphone", "free up storage on my phone", "free up space on my phone", "free up storage on phone", "free up space on phone", "clear storage on my phone", "free up storage on android", "free up space on android", "fix iphone storage full", "free up storage on ipad"],
    answer: `Start by seeing what takes the space, then clear the biggest things:

1. **Check**: Settings › General › iPhone Storage (Android: Settings › Storage, or the Files by Google app's Clean tab). It lists apps by size with recommendations.
2. **Offload apps you rarely use**: tap an app there and choose **Offload App**: it removes the app but keeps its documents and data, and reinstalling brings them back. You can turn on **Offload Unused Apps** to do it automatically.
3. **Photos and videos**, usually the biggest: turn on iCloud Photos with **Optimize iPhone Storage** (Google Photos' backup and "Free up space" on Android), or copy them to a computer, then empty the **Recently Deleted** album; deleted photos stay there for 30 days.
4. **Messages**: set Settings › Messages › Keep Messages to **1 Year** or **30 Days**, and delete big attachments (under iPhone Storage › Messages › Review Large Attachments).
5. **Downloads**: remove downloaded Netflix, Spotify, Apple Music and podcast episodes you've already watched or heard.
6. **App caches**: in chat and social apps (WhatsApp, Telegram), their own storage settings clear cached media.

Keep at least a few GB free: updates need room, and a full phone gets slower.`,
  },
  {
    asked: ["make my phone battery last longer", "make phone battery last longer", "make my battery last longer", "make my iphone battery last longer", "save battery", "save battery on my phone", "save battery on iphone", "save phone battery", "improve battery life", "improve my battery life", "improve phone battery life", "extend battery life", "extend my phone's battery life", "stop my battery draining", "stop my phone battery draining fast", "fix battery drain", "make my laptop battery last longer"],
    answer: `The biggest savings, in rough order:

1. **See what's using it**: Settings › Battery lists the apps using the most; restrict or remove the worst.
2. **Lower the screen brightness** and turn on auto-brightness; the screen is usually the biggest drain. A shorter auto-lock (30 seconds to 1 minute) helps too.
3. **Turn on Low Power Mode** (iPhone) or **Battery Saver** (Android) when you need the day to last; it cuts background activity.
4. **Limit background activity**: turn off Background App Refresh for apps that don't need it, and set Location to "While Using" or "Never" for most apps.
5. **Use dark mode** on phones with an OLED screen (most recent iPhones and Android phones).
6. **Weak signal drains fast**: in a basement or on a train, Wi-Fi or airplane mode saves a lot.
7. **Keep it cool and updated**: heat wears batteries, and updates often fix drain bugs.

For the battery's long-term health, avoid leaving it at 0% or in the heat; iPhones and many Androids have an optimized (or 80% limit) charging setting. If Settings › Battery › Battery Health shows under about **80%** of its original capacity, a battery replacement is what makes the real difference.`,
  },
  {
    asked: ["back up my iphone", "back up iphone", "backup my iphone", "backup iphone", "back up an iphone", "back up my phone", "backup my phone", "back up phone", "back up my ipad", "back up my iphone to icloud", "back up my iphone to my computer", "back up iphone to computer", "back up my android phone", "back up android"],
    answer: `Two ways, and many people use both:

**To iCloud** (automatic):
1. Connect to Wi-Fi.
2. Open **Settings › [your name] › iCloud › iCloud Backup** and turn on **Back Up This iPhone**.
3. Tap **Back Up Now** and stay on Wi-Fi until it finishes. From then on it backs up daily while the phone is charging, locked and on Wi-Fi.

The free 5 GB of iCloud is often not enough; a small iCloud+ plan fixes that, or turn off apps you don't need backed up under Manage Storage.

**To a computer** (free, full size):
1. Connect the iPhone with a cable and tap **Trust** on the phone.
2. On a Mac, open **Finder** and select the iPhone in the sidebar; on Windows, use the **Apple Devices** app (or iTunes on older Windows).
3. Choose **Back up all the data on your iPhone to this computer**, tick **Encrypt local backup** (needed to include saved passwords and Health data), and click **Back Up Now**.

On **Android**: Settings › Google › Backup (or Settings › System › Backup) with **Backup by Google One** turned on; Google Photos backs up photos.`,
  },
  {
    asked: ["stop spam calls", "block spam calls", "stop robocalls", "block robocalls", "stop getting spam calls", "stop scam calls", "block scam calls", "stop telemarketing calls", "stop telemarketers", "get rid of spam calls", "stop spam calls on my iphone", "stop spam calls on iphone", "stop spam calls on android", "stop unknown calls", "block unknown numbers", "stop spam texts", "block spam texts"],
    answer: `You can't stop every one, but these cut them a lot:

1. **Silence unknown callers**: on an iPhone, Settings › Apps › Phone › **Silence Unknown Callers** (Settings › Phone on older iOS; the name and options vary a little by iOS version); numbers not in your contacts go straight to voicemail. On Android (Google's Phone app): Settings › **Caller ID & spam** › turn on **Filter spam calls**; Samsung's Phone app has Block spam and scam calls.
2. **Turn on your carrier's free blocker**: in the US, AT&T ActiveArmor, Verizon Call Filter and T-Mobile Scam Shield flag or block likely spam.
3. **Register on the Do Not Call list**: donotcall.gov in the US (the Telephone Preference Service in the UK). It stops legitimate telemarketers; scammers ignore it.
4. **Don't engage**: don't answer unknown numbers, press a key or say "yes"; that marks your number as live. Hang up on anyone asking for codes, payments or personal details.
5. **Block and report**: block each number from your recent calls, forward spam texts to **7726** (SPAM) in the US and UK, and report scams at reportfraud.ftc.gov (US).

If a caller says they're from your bank, hang up and call the number on the back of your card.`,
  },
  {
    asked: ["reset my router", "reset router", "reset a router", "restart my router", "restart router", "reboot my router", "reboot router", "reset my wifi", "reset wifi", "restart my wifi", "reset my modem", "restart my modem", "factory reset my router", "factory reset a router", "reset my wifi router", "restart my wifi router", "fix my wifi", "fix wifi", "fix my internet", "fix slow wifi", "fix my wifi connection", "speed up my wifi"],
    answer: `First try a **restart**, which fixes most Wi-Fi problems and erases nothing:

1. **Unplug** the router (and the modem, if it's a separate box) from power.
2. **Wait 30 seconds**.
3. **Plug the modem back in first**, wait until its lights are steady (1–2 minutes), then plug in the router.
4. Give it **2–3 minutes** to come back before testing.

If that doesn't help, check whether it's one device or all of them: restart the one device, or "forget" the network and join it again. Moving the router to a central, raised spot away from walls and microwaves also helps a weak signal.

A **factory reset** is the last resort: it **erases your Wi-Fi name, password and settings**. With the router on, press and hold the recessed **Reset** button with a paperclip for about **10–30 seconds** (the time varies by model; check its manual) until the lights flash. Then set it up again with the default network name and password on the sticker on the router, or with the provider's app. If the internet is still down after all this, check your provider's outage page or call them.`,
  },
  {
    asked: ["unfreeze my computer", "unfreeze computer", "unfreeze a computer", "unfreeze my laptop", "unfreeze laptop", "fix a frozen computer", "fix my frozen computer", "fix a frozen laptop", "force quit an app", "force quit a program", "force quit on mac", "force quit on windows", "close a frozen program", "close a frozen app", "close a program that is not responding", "unfreeze my mac", "unfreeze my pc"],
    answer: `Try these in order, from gentlest to last resort:

1. **Wait a minute**: a busy program often catches up, especially during an update or a big file save.
2. **Close the frozen app**:
   - **Windows**: press **Ctrl + Shift + Esc** to open Task Manager, select the app and click **End task**. If the screen won't respond, **Ctrl + Alt + Delete** still brings up a menu with Task Manager and Sign out.
   - **Mac**: press **Option + Command + Esc** to open Force Quit, pick the app and click **Force Quit**.
3. **Restart** from the Start or Apple menu if it's still slow.
4. **Hold the power button for about 10 seconds** to switch it off if nothing responds; unsaved work is lost, so use it only when nothing else works. Wait a few seconds before turning it back on.

If it freezes often, check free disk space (keep 10–15% free), install system updates, look in Task Manager or Activity Monitor for an app using all the memory, and run a malware scan.`,
  },
  {
    asked: ["make a strong password", "create a strong password", "choose a strong password", "come up with a strong password", "make a good password", "create a good password", "pick a strong password", "make a secure password", "create a secure password", "make my passwords stronger", "make passwords stronger", "keep my passwords safe", "manage my passwords", "remember all my passwords", "keep track of my passwords"],
    answer: `Length matters most, and so does using each password only once:

1. **Make it long**: at least **12–16 characters**; longer beats clever. A **passphrase** of four or more random, unrelated words ("copper-lantern-tulip-orbit") is strong and easy to type.
2. **Make it unique**: a different password for every account, so one leaked site doesn't unlock the others. Check haveibeenpwned.com to see whether your email has been in a breach.
3. **Avoid the guessable**: names, birthdays, pets, teams, keyboard patterns ("qwerty", "123456"), and simple swaps like "P@ssw0rd", which cracking tools try first.
4. **Use a password manager** (Bitwarden, 1Password, or the one built into your Apple, Google or Microsoft account): it creates random passwords and remembers them, so you only memorise one strong master passphrase.
5. **Turn on two-step verification** (an authenticator app or a passkey is better than SMS) for email, banking and social media, so a stolen password alone isn't enough.

Where a site offers **passkeys**, use them: they replace the password entirely and can't be phished. Never share a password or a one-time code with anyone who contacts you.`,
  },
];

const WIFI_TROUBLE = `Wi-Fi that keeps dropping or is slow usually comes down to the router, the signal or one device. Try these in order:

1. **One device or all of them?** If only one device has trouble, restart it, then "forget" the network and join it again. If everything is affected, it's the router or the connection.
2. **Restart the router** (and the modem, if it's a separate box): unplug it for 30 seconds, plug it back in and give it 2–3 minutes.
3. **Check the signal**: move closer to the router. Put it somewhere central and raised, in the open, away from thick walls, metal, fish tanks, microwaves and baby monitors.
4. **Try the other band**: 5 GHz is faster close to the router, 2.4 GHz reaches further through walls. Many routers show both as separate networks.
5. **Update things**: the device's system updates and, on a Windows PC, the Wi-Fi driver (and turn off "Allow the computer to turn off this device to save power" for the Wi-Fi adapter in Device Manager); the router's firmware, from its app or admin page.
6. **Test the connection itself**: run a speed test (speedtest.net or fast.com) on a device plugged in with a cable. If it's slow or dropping even on the cable, it's the line: check your provider's outage page or call them.
7. **For a big home or a weak spot**, a mesh Wi-Fi system or an extender helps; a router more than about 5 years old may be worth replacing.

If it drops at the same time every day, or when the microwave runs, that's a clue to interference.`;

const PHONE_HOT = `Phones get warm while charging, gaming, streaming video, using GPS or in the sun; that's normal. If it's **hot**:

1. **Cool it down gently**: stop charging, close heavy apps and games, take it out of its case and out of the sun (never leave it on a car dashboard). Don't put it in the fridge or freezer: condensation can damage it.
2. **Don't charge and game at the same time**, and charge with the original or a certified charger, on a hard surface rather than under a pillow.
3. **Find a runaway app**: Settings › Battery shows which apps use the most; an app working in the background can heat the phone. Update or reinstall it.
4. **Update the system and apps**: updates often fix overheating bugs.
5. **Lower the load**: screen brightness, 5G in weak-signal areas (a weak signal makes the modem work harder), and location for apps that don't need it.

**Stop using it and get it checked** if it gets hot while doing nothing, shows the temperature warning often, or the battery looks **swollen** (the screen or back lifting): a damaged battery is a fire risk. Apple, Samsung and other makers' service centres can test the battery.`;

const LAPTOP_HOT = `A laptop gets hot when its fan can't carry the processor's heat away fast enough. Work through these, from the most common cause:

1. **Give it air**: use it on a desk or a hard tray, not a bed, sofa or lap, and keep the vents (often on the bottom and the sides) clear. A laptop stand or cooling pad helps.
2. **Clean the vents and fan**: with the laptop off and unplugged, blow short bursts of compressed air into the vents. Dust and pet hair clogging the fan are the usual cause in a laptop a year or more old.
3. **Find what's working it**: open **Task Manager** (Ctrl + Shift + Esc) on Windows or **Activity Monitor** on a Mac and sort by CPU. Close or update a program using a lot while you do nothing, and run a malware scan if it's one you don't recognise.
4. **Lighten the load**: close unused browser tabs, lower a game's graphics settings, and on Windows pick a balanced power mode rather than best performance.
5. **Update** the system, the graphics driver and, on a Windows laptop, the BIOS from the maker's support site: updates often improve fan control.
6. **Keep it out of the heat**: direct sun or a hot room leaves the fan less to work with.

**Get it serviced** if the fan is loud all the time, rattles or never spins, or the laptop shuts itself down: a repair shop can clean the heatsink and renew the **thermal paste**, which dries out after a few years. A battery that **bulges** (the case or the touchpad lifting) is a fire risk: stop using it and have it replaced.`;

const PHONE_NOT_CHARGING = `Work through these, from the most common cause:

1. **Try another cable, charger and socket**: cables fail far more often than phones. Check the cable for kinks or a loose end.
2. **Clean the charging port**: lint from a pocket packs into it and stops the plug going all the way in. Turn the phone off and gently scrape it out with a wooden toothpick or a soft, dry brush; never metal.
3. **Restart it**: a force restart fixes a phone that's stuck. iPhone: press volume up, then volume down, then hold the side button until the Apple logo appears. Android: hold the power button (or power and volume down) for 10–30 seconds.
4. **Leave it on the charger for 30 minutes** if the battery was completely flat; it may not show anything at first.
5. **Check for a moisture or temperature warning**: a wet port or a hot phone pauses charging; let it dry or cool first.
6. **Try a wireless charger**, if the phone supports one: if that works, the port is the problem.
7. **Update the system**, and check Settings › Battery for optimized or limited charging (it may hold at 80% on purpose).

If none of this works, the port or the battery needs repair: Apple, the maker's service centre or an authorised repair shop can test it.`;

/** The device troubles people type as a statement or a "why": "My wifi keeps disconnecting", "Why is my phone battery draining so fast?". */
const TROUBLES: readonly (readonly [RegExp, () => string])[] = [
  [
    /\b(?:wi-?fi|internet|connection|router)\b.{0,30}\b(?:keeps?\s+(?:disconnecting|dropping(?:\s+out)?|cutting\s+out|going\s+(?:out|off)|turning\s+off)|disconnects|drops(?:\s+out)?|cuts\s+out|(?:so|really|very|super)\s+slow|(?:is|are|so|running|getting)\s+slow|slow\b(?!\s+cooker)|(?:not|isn't|is\s+not|stopped)\s+working|won't\s+connect|not\s+connecting|keeps\s+dropping)/,
    () => WIFI_TROUBLE,
  ],
  [/\b(?:phone|iphone|android|samsung|pixel|battery)\b.{0,30}\b(?:drain\w*|dies|dying|dying\s+so\s+fast|going\s+down\s+(?:so\s+)?fast|runs?\s+out\s+(?:so\s+)?fast|doesn't\s+last|does\s+not\s+last|won't\s+last)\b/, () => TECH_HOW_TOS.find((howTo) => howTo.asked.includes("save battery"))!.answer],
  [/\b(?:phone|iphone|android|samsung|pixel)\b.{0,20}\b(?:overheat\w*|(?:gets?|getting|is|so|keeps\s+getting|running)\s+(?:very\s+|really\s+|so\s+|too\s+)?(?:hot|warm))\b/, () => PHONE_HOT],
  [/\b(?:laptop|macbook|notebook|computer|pc)\b.{0,20}\b(?:overheat\w*|(?:gets?|getting|is|so|keeps\s+getting|running|runs)\s+(?:very\s+|really\s+|so\s+|too\s+)?(?:hot|warm))\b/, () => LAPTOP_HOT],
  [/\b(?:phone|iphone|android|samsung|pixel)\b.{0,20}\b(?:won't|will\s+not|isn't|is\s+not|not|doesn't|does\s+not|stopped|keeps\s+not)\s+charg\w*/, () => PHONE_NOT_CHARGING],
];

/** Cheap first look: a device trouble names one of these. */
const TROUBLE_CUE = /wi-?fi|internet|connection|router|phone|iphone|android|samsung|pixel|battery|laptop|macbook|notebook|computer|\bpc\b/i;

/**
 * The fix for a device trouble told as a statement or a "why" ("My wifi keeps disconnecting",
 * "Why is my phone so hot?"), or undefined; a "how do I…" is how-tos.ts's.
 * @example techTroubleReply("My wifi keeps disconnecting")?.startsWith("Wi-Fi that keeps dropping") // true
 */
export function techTroubleReply(prompt: string): string | undefined {
  if (prompt.length > 110 || !TROUBLE_CUE.test(prompt)) return undefined;
  const lower = prompt.toLowerCase().replace(/[’]/g, "'").replace(/\b(won|isn|doesn|can)t\b/g, "$1't");
  // A statement or a "why" about the user's own device, not a question about devices in general ("Why do phones overheat?" is an explanation's).
  if (!/^\s*(?:(?:hi|hey|help|ugh|so|ok)[,!.]?\s+)*(?:my\b|why\s+(?:is|does|do|won't|isn't|doesn't|are|did)\s+my\b|(?:what\s+(?:can|should)\s+i\s+do|how\s+(?:do|can)\s+i\s+fix\s+it)\b.*\bmy\b)/.test(lower)) return undefined;
  return TROUBLES.find(([asked]) => asked.test(lower))?.[1]();
}
