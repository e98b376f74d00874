// Package dlg reads conversations written as data, in Griff's dialogue format
// (files ending .dlg), and plays them: a Script is one file, read once and
// never changed; a Session is one playthrough of it, moved on only by its
// verbs (Start, Next, Choose, Load).
//
// The format is line-oriented and meant to be written by hand:
//
//	# A comment runs to the end of its line; blank lines do not count.
//	== start
//	Guard: Halt! Who goes there?
//	[if met_guard] Guard: Oh, it's you again.
//	set met_guard = true
//	* Offer a bribe -> bribe [if gold >= 10]
//	* Tell the truth -> truth
//	* Walk away -> END
//
//	== bribe
//	set gold -= 10
//	Guard: Move along, then.
//	-> END
//
// A node starts with "== name" and holds statements, run in order:
//   - "Speaker: text" is a line said by Speaker (a name of letters, digits,
//     spaces, '_', '-' and '.'); a line with no such name before ": " is
//     narration, said by nobody. The session stops on each line until Next.
//   - "set flag = value" sets a flag: true, false, an integer or a "quoted
//     string"; "set flag += n" and "-= n" add to and take from an integer.
//   - "-> node" jumps to the start of a node; "-> END" ends the conversation.
//   - "* text -> node" is a choice. Consecutive choices make one menu, where
//     the session stops until Choose. Every choice is offered; one whose
//     condition is false comes marked not open, and choosing it is refused.
//     A menu ends its node: a statement after it would never run, and is a
//     Problem.
//
// Any statement may start with a condition in brackets, "[if cond]" (a
// choice may carry it at the end instead): the statement counts only when
// the condition holds. A condition is one or more tests joined by "and" or
// by "or" (not both): "flag" (true, a non-zero integer or a non-empty
// string), "not flag", or "flag OP value" with OP one of == != < <= > >=.
// A flag never set is false, 0 or "" as the comparison needs. Names of
// nodes and flags are letters, digits and '_', not starting with a digit.
// Running off the end of a node ends the conversation.
//
// Decisions:
//   - The host drives (the rules of narrative runtimes that games embed): a
//     session never reads a clock, never draws a random number, never starts
//     a goroutine and never calls into game code. A verb moves it as far as
//     it goes without the player and it stops on a line, a menu or the end.
//   - A verb that does not fit the turn (Next on a menu, Choose on a line, a
//     choice that does not exist or is not open) returns an error and moves
//     nothing.
//   - A session's state is a string (Save): the node, the statement it is
//     stopped on and every flag, by name in name order. Load refuses, by
//     name, a save naming a node the script no longer has.
//   - A mistake in a file (an unknown statement, a jump to a node that does
//     not exist, a bad condition) is a Problem with its line and column; the
//     statement is left out and the rest of the file still reads. Parse never
//     panics and never fails outright. A line shaped like a misspelt
//     statement ("sett gold = 3", "Set x += 1", "=> END") is such a mistake
//     rather than narration the player would read; narration that only holds
//     an equals sign elsewhere ("The sum: 1 = 1") still reads.
//   - Flags are int64 integers (+= and -= hold at the int64 range rather
//     than wrap), booleans and strings; no floats, so a
//     conversation plays the same on every machine.
package dlg
