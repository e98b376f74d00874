// Package session plays one match between machines, the host authoritative:
// the host runs the game, players send it their input and it sends them its
// state. It runs over any [transport.Transport] (UDP, WebSocket, the
// in-memory hub) and, like the transport, reads no clock: time comes in
// through Poll. The game reaches a session only through the runtime's
// network system (runtime/network), which also answers everything offline.
//
// # Lobby, joining, leaving, coming back
//
// A [Host] listens; a [Client] joins with a name and is welcomed with a
// [PlayerID] and a token, a random 64-bit number only that player and the
// host know. Players mark themselves ready; the host starts the match when
// it likes (usually when everyone is ready) and may take players in while it
// runs. A player whose connection drops keeps their place for the grace
// period, [DefaultGrace] (30 s): a new connection that says the same player
// id and token takes it back (a [Client] made with JoinConfig.Player and
// Token), anyone else is a new player. After the grace period, or when the
// player says they leave, the place is free.
//
// Coming back gives the player the same id, name and ready flag, and a
// first snapshot that is whole: no baseline of the old connection is used,
// as the new Client has none. If the host still holds the old connection
// (its transport has not timed out yet: the player's machine noticed the
// loss first, or reached the host over a new route), the new connection
// takes the place over and the old one is let go: only the player and the
// host know the token, and the newest connection is the player's. A
// connection that comes back with a token that takes no place (the grace
// period ran out, or the token is wrong) is refused, saying so, rather
// than made a new player: it asked for its own place, and a player's
// machine that reconnects by itself (runtime/network's Options.Redial)
// must not come back as somebody else's seat. A wrong token never takes
// a place, kept or connected (TestForgedTokenTakesNoPlace).
//
// # Input
//
// Each step a player sends the host their input for that step (an opaque
// payload of up to [MaxInput] bytes; the runtime writes input events in it)
// in an unreliable packet that repeats the inputs of the [InputRedundancy]
// (8) steps before: one lost packet, or seven in a row, loses nothing, for
// a few bytes a step. An input equal to the one of the step after it (a key
// held) is written as one byte: in the multiplayer template's benchmark
// (tests, BenchmarkMultiplayerServer, on the template's former top-down
// arena) a player sent 9.7 KB/s with each repeat whole and 3.2 KB/s with
// repeats of one byte (3.9 KB/s in today's platformer, whose players also
// tap jump). The host keeps the last [InputWindow] (64) steps of
// each player's input and applies a player's input at the step it was meant
// for. A player stamps the input it reads with the host's step it will
// arrive for ([Client.InputStep]): the newest snapshot's step, plus the
// steps since it arrived, plus a round trip, plus [InputDelay] (3 steps, 50
// ms at 60 steps/s: the margin for jitter and the RTT estimate; at 2, 10%
// loss and 100 ms latency, 7% of inputs came late in the test). Input that
// arrives after its step is late, and the host uses the player's previous
// input. The host's own player's input goes straight into its game (the
// host records it with [Host.SetInput] too, for a later rollback mode).
//
// # State: delta snapshots
//
// The host sends each player a snapshot every [SnapshotEvery] (3) steps: 20
// a second at 60 steps/s, the rate Valve's Source engine and Quake 3 used
// for their default. A snapshot is a [Frame]: the scene's head and one
// network record per entity the player may see (scenes.Entity.AppendNetRecord:
// the snapshot record less what players do not need, positions in 1/64 world
// units, and without the fields tagged net:"-", like animation clocks). It is
// sent as a delta against the last snapshot that player acknowledged (players
// acknowledge in every input packet): records equal to the baseline's are
// left out, removed entities are named by id, and a changed record of the
// same length is sent as the runs of bytes where it differs, XORed with the
// baseline's. Without a baseline, or one older than the [History] (32)
// snapshots the host keeps per player (1.6 s), the snapshot is whole. The
// scheme is Quake 3's (John Carmack, 1999), with the XOR runs of Glenn
// Fiedler's "Snapshot Compression" (2015). A delta of 48 bytes or more is
// then compressed with DEFLATE (compress/flate, level 6) when that is
// shorter: records change alike from one snapshot to the next (every
// coin, every cloud), which LZ77 finds. A snapshot that fits one packet goes
// unreliable; a larger one (a whole snapshot at join) goes reliable.
//
// On the built-in game (65 entities; a host and two players over 10% loss
// and 100 ms latency, tests/network_builtin_test.go), a player got 20.7 KB/s
// with snapshot records; 17.1 with network records (float32 positions); 9.7
// compressed; 8.6 with animation and tween clocks not sent; 8.0 with the
// transport's acknowledgements riding on snapshots (transport.Config.AckDelay)
// instead of 40 empty packets a second; 7.1 KB/s with positions in 1/64 units.
//
// Players keep the last [History] snapshots they rebuilt. A snapshot's bytes
// ([Frame.AppendTo]) are the same on the host and on every player that
// rebuilt it, so a test compares them. Players draw other players' entities
// [RenderDelay] (2) snapshots behind the newest (100 ms at 60 steps/s),
// between two received states, so one lost snapshot still leaves two to draw
// between; their own player is predicted (see runtime/network).
//
// # Hidden entities
//
// A component that implements [Visibility] decides who sees its entity: a
// card in another player's hand. Nothing about a hidden entity is sent, not
// its record, its id or its removal; a hidden entity's children are hidden
// too (their records name their parent). A component that implements
// [Local] makes its entity each machine's own (a preferences panel): it is
// sent to nobody, and runtime/network leaves a player's own copy alone.
// [Visible] is the test the host applies.
//
// # Commands
//
// Modules register commands in a [Commands] table (the same table on every
// machine); they go reliable and in order from a player to the host or from
// the host to one player.
//
// # Players of another build
//
// A network record names each component by its type's registration index
// and carries the component's bytes as the machine lays them out, so a
// player whose build registers other component types, or the same ones with
// other fields, would misread every record. A [Client]'s hello says how many
// component types its build has, n, and an 8-byte digest of their 4-byte
// hashes (each type's name and scenes.TypeLayoutDigest, by index); the host
// compares it with the digest of its own first n types. Only the player's n
// are compared: a server may register more (a test server's test types, a
// module the browser page does not link), and records of those never reach
// the page's scenes. On a mismatch the host refuses the player with its
// types' names and hashes, all of them, so the player can tell a type one
// build lacks from types in another order (only then: a join that matches costs the
// hello 9 bytes, not a 4 KB list in the welcome, which delayed joins under
// loss), the player's Refused event names the first of its types that
// differs ("this game's build differs from the host's: component type
// "Game.Walker" differs from the host's (its fields changed)"), and the
// host has a Refused event for its log. A client that reads no records into
// a scene (a bot, a test reading frames' bytes) may skip the check
// ([JoinConfig].SkipTypes); a hello from a build before this check (without
// the count) is not compared either.
//
// Every refusal (the session is full, the match ended, other commands,
// another build; a lobby's "the server is full") is sent reliably, and the
// host (or lobby) lets the connection go [RefuseLinger] (2 s) later, so a
// refused page left open holds no place of the server's; the player's
// session then ends (its Refused event already said why).
//
// # Several matches on one server
//
// A host holds one match. A [Lobby] shares one server transport (its UDP
// and WebSocket ports) between up to [LobbyConfig.MaxMatches] hosts, each on
// a view of the transport that sees only its own players: a new player goes
// to the lowest match with room ([LobbyConfig.PlayersPerMatch]), else to a
// new match, else is refused ("the server is full"); a player coming back
// with their token goes back to their match. Each match keeps its own clock,
// players and snapshots, so a match plays as it would alone on its server.
//
// A lobby's match need not be a Host: [LobbyConfig.Open] is handed the
// match's view of the transport, and the dedicated server
// (hosting.Matches) opens a rollback relay on it for a game in rollback mode
// (only inputs sent, remote inputs predicted; runtime/network).
package session

import "time"

// The numbers of a session, decided here (see the package documentation).
const (
	// InputDelay is how many steps after a player's step its input is meant
	// for, so it reaches the host in time.
	InputDelay = 3
	// InputRedundancy is how many earlier steps' inputs every input packet
	// repeats.
	InputRedundancy = 8
	// InputWindow is how many steps of each player's input the host keeps.
	InputWindow = 64
	// MaxInput is the largest input payload of one step, in bytes.
	MaxInput = 255
	// SnapshotEvery is how many steps apart snapshots are sent.
	SnapshotEvery = 3
	// RenderDelay is how many snapshots behind the newest other players'
	// entities are drawn.
	RenderDelay = 2
	// History is how many snapshots the host keeps per player as baselines,
	// and players keep as rebuilt frames.
	History = 32
	// DefaultGrace is how long a player who lost their connection keeps
	// their place. The unit is the clock handed to Poll.
	DefaultGrace = 30 * time.Second
)
