// Package fighting is Griff's fighting genre module (Street Fighter,
// Guilty Gear): two fighters with move lists read from text files,
// motion and charge inputs in numpad notation with an input buffer, frame
// data (startup, active, recovery), hitboxes and hurtboxes, hit and block
// stun, pushback, juggles, combos with a counter and damage scaling, a
// super meter, throws, best-of-3 rounds with a 99-second timer, training
// mode with frame data shown, and a computer opponent. It is built for
// rollback netcode (runtime/network's Rollback) and passes its sync test.
//
// A scene holds one Match (the title's menu, the rounds, the HUD's bars)
// with child entities whose Griff.Text the module writes (Timer,
// Announce, Name0, Name1, Combo0, Combo1, Info, Menu), and two Fighters,
// sides 0 and 1. The module's one system has one step, StepFighting, in
// the logic phase.
//
// # Move lists
//
// A character is a text file (the template's moves/ryo.moves): lines of
// a keyword and its values, '#' starting a comment. Before the first move:
// character ID, name, health, walk and back (speeds, units a step), look
// (the fighter sheet's row), stand and crouch (hurtboxes), and sheet (an
// Aseprite sheet giving the boxes, see below). Then each
// "move NAME" and its lines: input, startup, active, recovery, damage,
// hitstun, blockstun, pushback, guard (mid, high, low), hit and hurt
// (boxes: x0 y0 x1 y1, forward and up from the feet), cancel, knockdown,
// launch, invincible, throw, shot, advance, rise, meter and pose. A
// mistake warns once at file:line:col and its line is left out; a move
// missing its input, startup, active or recovery is left out. A move
// with the name of an earlier one, or its input when the earlier costs no
// meter (it could never come out), warns and is left out: the earlier is
// kept. A character with no moves warns at its character line.
//
// The move list's boxes are one hitbox for the active steps and one added
// hurtbox (an arm or leg out) from the first step to the end of recovery,
// or boxes for some steps (a "hit" or "hurt" line ending in a step range).
// They are the boxes of a character without a sheet, and what a sheet
// lacks.
//
// # Boxes from an Aseprite sheet
//
// A "sheet" line (sheet assets/ryo.json, a path in the game folder) names
// the character's Aseprite sheet: the JSON Aseprite writes (aseprite -b
// ryo.aseprite --sheet fighters.png --data ryo.json --format json-array
// --list-tags --list-slices), read once by scenes/aseprite. The fighter's
// boxes then come from the sheet's slices on the frame it shows:
//
//   - Slices: "hitbox" (SliceHit), "hurtbox" (SliceHurt, the body) and
//     "limb" (SliceLimb, a second hurtbox: an arm or leg out). A key with
//     no area (w or h 0, as Aseprite stores a slice hidden from a frame
//     on) is no box from that frame on. Bounds are texels of the 128×128
//     frame, y down, the feet at (64, 124) (Frame/2, FeetY), one texel a
//     stage unit; boxes mirror with the fighter's facing as the picture
//     does. A key reaching more than MaxReach (400) units from the feet
//     is clamped to it, with a warning at its place in the file; a tag or
//     slice named as an earlier one warns, and the first is used. No
//     pushbox slice: the bodies push apart by BodyWidth, a
//     number of the stage, not of a frame.
//   - In a move the frame shown is that of the tag named as the move
//     (Shoryuken): its frames forward, each lasting its duration in steps,
//     ms×60/1000 rounded to the nearest and at least 1 (StepsOf: Aseprite
//     keeps whole milliseconds, so 17 ms is one step, 50 ms three), from
//     the move's first step. A tag shorter than the move holds its last
//     frame (with a warning); a longer one is cut at the move's end. A
//     projectile's box is the hitbox on its move's first active step.
//   - Outside a move the frame shown is the first of the state's tag
//     (StateTags): idle, walk, crouch, jump, hit, crouchhit (hit while
//     crouching: the hit picture, the crouching hurtbox), block, lowblock,
//     down (no hurtbox: nothing hits a fighter lying down).
//   - The move list still holds the frame data: startup, active and
//     recovery say when a move hits (a hitbox on a startup or recovery
//     frame does not count, and is not drawn), the sheet says where.
//     Training mode draws the boxes in force, so what it shows is what
//     hits.
//   - What the sheet lacks comes from the move list, with a warning once
//     each: a tag, a slice, a key by the frame shown. A sheet that does
//     not read warns at its file:line:col (the importer's error), one that
//     cannot be opened at the move list's sheet line, and the
//     character keeps the move list's boxes; a mistake the importer plays
//     around warns at its file:line:col and the rest counts.
//
// The boxes are worked out from the Fighter's state (its move and step,
// or its state) and the sheet read, as the move lists are, so a rollback
// and the sync test find the same boxes; the sheet is not the entity's
// Griff.Aseprite (SliceOn): the fighter's character changes with the
// title's pick, and its picture is drawn from the fighter sheet by pose
// and look. Decision: the template's two sheets (ryo.json, gant.json) are
// cut from fighters.png, each frame a cell of its character's row, so the
// frame whose boxes count is the cell drawn; internal/artgen writes them
// from the move lists' numbers (a frame for each run of steps showing the
// same picture and boxes), so the template plays as with the move lists'
// boxes. A sheet whose frames lie elsewhere in its PNG gives its boxes
// alike, but the fighter is still drawn by pose and look.
//
// # Input
//
// Inputs are in numpad notation, as fighting game players write them: 6
// is forward (towards the opponent), 4 back, 2 down, 236 a quarter circle
// forward, 623 a dragon punch, 214 a quarter circle back, [4]6 a charge.
// A fighter's directions are kept relative to the way it faced on each
// step, so every input mirrors when it is on the right. "5LP" is a
// standing normal, "2HK" crouching, "jK" in the air; P is either punch, K
// either kick; "LP+LK" needs both (a throw).
//
// The numbers, chosen here (games differ, and few publish theirs):
//   - A motion of n directions must be done within n×StepsPerDirection (5)
//     steps up to its button: a 236 within 15 steps (250 ms at 60 steps a
//     second), a 236236 within 30. Directions in between do not count
//     against it (6 3 2 3 is a 623), as in Street Fighter.
//   - A charge is ChargeSteps (45) steps held (0.75 s, in the range of
//     Street Fighter's charge characters), and kept ChargeKeep (8) steps
//     after it is let go.
//   - A press is buffered PressBuffer (4) steps: pressed in recovery, stun
//     or the air, it comes out on the first step the fighter is free (Street
//     Fighter 6 is commonly reported to buffer about as many frames).
//   - Input history: HistoryLen (32) steps.
//
// # Which move comes out
//
// The move list is tried in the file's order and the first move whose
// input the buffered presses do wins: a file lists its super first, then
// specials (a 623 before a 236, so a dragon punch done through a quarter
// circle comes out as the dragon punch, as players expect), then throws and
// normals. A move that costs more meter than the fighter has is passed
// over. A move with Cancel that touched (hit or was blocked) can be
// cancelled into a special or super (a move with a motion or charge) from
// then to the end of its recovery.
//
// # Frame data
//
// Steps are frames: 60 a second. Startup is the step the hitbox is first
// out, as Street Fighter and Guilty Gear frame data count it (a 4-step
// startup hits on the move's 4th step); active steps follow, then
// recovery. A defender is stuck HitStun or BlockStun steps after the step
// it was hit and is free on the step after. So the advantage of a move
// that touches on its step n is the stun less the attacker's steps still
// to go: stun − (active steps after n + recovery) (Advantage); training
// mode shows it, and TestAdvantage checks the fighters really are free
// that many steps apart. Hit stop (HitStop, 8 steps; BlockStop, 6) freezes
// both fighters and the timer alike, so it changes no advantage.
//
// # Hits and combos
//
//   - Damage in a combo scales as Street Fighter V's: the first two hits
//     whole, then 80, 70, 60 ... percent, never below 10 (ComboScale). A
//     combo lasts while the defender is in hit stun; the counter and damage
//     show on the attacker's side.
//   - A launcher (launch) sends the defender up; it takes at most
//     MaxJuggle (3) more hits in the air, then passes through everything
//     until it lands. A hit in the air, a knockdown move, a throw and a
//     knockout knock the defender down: it lies DownSteps (40) steps and
//     nothing hits it.
//   - Blocking is holding back: standing (4) blocks highs and mids,
//     crouching (1) lows and mids; jumping attacks are highs in the
//     template. A fighter in a move, in the air or in hit stun cannot block.
//     Throws cannot be blocked and only catch a fighter on the ground, not
//     in stun, and not past its move's startup. A plain throw (LP+LK) is
//     broken when the defender pressed LP+LK within PressBuffer steps or
//     is in its own throw's startup (a throw tech, as in Street Fighter IV
//     on): both are pushed TechPush apart and nobody is hurt. Command
//     grabs (a motion and a throw) cannot be broken.
//   - Pushback slides the defender away over a few steps; what a wall
//     stops pushes the attacker back instead (corner pushback).
//   - The super meter (0 to MaxMeter, 1000) fills by half a hit's damage
//     for the attacker and a quarter for the defender (a quarter and an
//     eighth on block); a super costs it all. It is kept between rounds.
//   - A hit on a fighter in its own attack's startup or active steps is a
//     counter hit: CounterStun (2) steps more hit stun and CounterDamage
//     (120) percent damage, shown as "Counter!".
//   - Invincible steps at the start of a move (a dragon punch's) make its
//     fighter unhittable.
//
// # Rounds
//
// A match is best of 3 (RoundsToWin 2), each round RoundSeconds (99)
// seconds, announced "Round N", "Fight!", ended by "K.O." or "Time". When
// time runs out the fighter with the larger share of its health wins the
// round; a draw gives both a round, and a match of draws ends after
// MaxRounds (5). Training mode has no timer, full meters, health filled
// when a combo ends, boxes drawn and frame data shown; Enter makes the
// dummy block (low, or high against a jump).
//
// # Players and rollback
//
// Side 0 is player 0. Side 1 is the computer (versus CPU, a plan at a
// time picked with the game's Rand), or in versus mode both player 1's
// actions (a second machine: rollback mode sends inputs only) and player
// 0's second set of keys (p2left ... p2hk, a second player on one
// keyboard). On the title the second player picks their versus character
// with their left and right (either of those sets), as on a fighting
// game's select screen; player 0 starts the match (the second player does
// not confirm), and until the second player picks, side 1 plays the
// character after player 0's, as against the computer. Both may play the
// same character (the same look: the sheet has one row a character). The
// module sends no network command: rollback mode carries
// every player's held actions, and every machine plays every step.
//
// Every bit of state is in the Match and Fighter components (positions,
// input history, charges, the computer's plan), in whole numbers (units
// and steps), so a rollback puts all of it back, the sync test finds
// nothing different when steps are played again, and no product can be
// fused differently on another machine. The system keeps only the move
// lists it read (a file does not change while the game runs).
package fighting
