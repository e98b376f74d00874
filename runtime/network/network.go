// Package network is the runtime's network system and service: the only way
// a game reaches a network session (net/session). Systems and scripts ask the
// [Service] (runtime.Service[network.Service](g)) without checking first
// whether the game is online: offline, IsHost is true, the local player is
// player 0, the only player, and commands loop back to the game's own
// handlers at the next step.
//
// # Input
//
// [System.Input] wraps the game's input source (give the result to the
// game's options as its Input). On the host, each remote player's input
// becomes input events of that player's index (griff/input keeps up to 8
// players apart; the local player is 0), at the step it was meant for (see
// net/session: players stamp it InputDelay = 3 steps ahead of the host step
// it will arrive for). Players send the actions they hold every step, not
// the changes, so an input that arrives late or not at all costs one step:
// the host keeps the player's last held actions (until their connection
// drops: see Reconnecting). The local player's input
// goes straight into the local game: on a player's machine, as input of
// their own player index, which is the prediction of their own player. That
// index is 0 until the host's welcome; at the first step after it, the
// actions held (a key held while joining) are released for the old index
// and pressed for the new one, so the prediction holds what the host got
// with the player's first input (the pointer follows at its next move). A
// step's held actions must fit session.MaxInput (255 bytes: about 20 actions
// held at once); a step over it is not sent, and the host keeps the last.
//
// The pointer crosses the same way, as a state after the held actions (see
// griff/input's Pointer and Touch; mouse buttons are actions through the
// controls' bindings): the cursor's position rounded to whole logical
// pixels, the wheel's running totals in 1/[WheelUnits] of a notch (so a lost
// step loses no turn) and the fingers down, all as varints: the cursor
// anywhere on a 1280×720 screen costs 5 bytes, and a player who never used
// the pointer sends nothing more. The host turns the changes into pointer
// events of the player's index, so a remote player's click lands where they
// clicked, to the logical pixel. A finger that came down and left within
// one step is sent once, as ended, and arrives as a tap; the same tap sent
// twice (a repeated or predicted step) is one tap, so a host must give each
// new touch a new id, as browsers and Ebitengine do. An action pressed and
// released within one step (a click shorter than 17 ms at 60 steps/s) is
// not seen by the host: only what is held at a step's end is sent. The
// rollback mode's inputs are the same payloads, so every machine plays the
// same rounded pointer.
//
// Times within the step (griff/input's Event.At, which State.PressedAt,
// ReleasedAt and Touch.BeganAt and EndedAt report, for a rhythm game's
// judgement) cross with the payload of the step they happened in: the At of
// each action that went down or up in it and of each finger that came down
// or left, in whole 1/input.AtResolution steps (2 bytes, as every machine
// and recording keeps it, so the host judges a remote press at exactly the
// time the player's machine stamped), after a tag byte naming the action or
// finger. They are sent only when not 0, flagged in the count byte's top
// bit, so a game whose input has no times sends the payloads it sent
// before, and a press with a time costs 4 bytes in its step alone; but the
// steps after it differ from it, so the session's 1-byte repeats of that
// payload in the next InputRedundancy packets become whole payloads:
// tapping 4 times a second sends 3.9 KB/s upstream with times, 3.0 KB/s
// without (BenchmarkTapsUpstream). The window host stamps every event (at 1
// at 60 Hz), so every game played from a window pays it. A
// press's time is its step's first, a release's its last (as State keeps
// them); an action pressed and released within one step is not sent, as
// before. A step lost on the way loses its times: the next step's payload
// holds the press, at At 0. A rollback prediction repeats a player's held
// actions without their times (they pressed nothing new), so a confirmed
// input without presses matches it and costs no rollback. Times are
// relative to the step the input is played in: a remote player's input
// counts InputDelay steps after the step it was read in (the rollback mode's
// input Delay steps after), so a rhythm game over the network judges with
// that delay unless its calibration takes it off.
//
// # State
//
// At the end of every step (StepNetworkOut, after the commit of spawns and
// destroys), the host publishes the scene: every SnapshotEvery (3) steps each
// player gets a delta snapshot of the entities they may see (a component
// implementing session.Visibility hides its entity), as network records
// (scenes.Entity.AppendNetRecord).
//
// # A player's scene
//
// A player's game runs every system, and at the end of each step
// (StepNetworkOut) puts the host's state into its scene (mirror.go):
//
//   - The step drawn (the render step) follows the newest snapshot's step
//     plus the steps since it arrived, less RenderDelay × SnapshotEvery (6
//     steps, 100 ms at 60 steps/s). It moves one step a step, two or none to
//     catch up when it is more than a step off, and jumps when it is more
//     than 12 off; it never passes the newest snapshot (no extrapolation).
//   - Every entity of the snapshot at or before the render step is put into
//     the scene with the host's id (scenes.Scene.ApplyNetRecord: made,
//     changed, its components added and removed); entities the snapshot
//     lacks are destroyed, but for the machine's own (marked [Local]: a
//     preferences panel, which the host does not send). Positions, rotations and scales are interpolated
//     towards the next snapshot by how far the render step is between the
//     two, except what jumped in the next one or changed parent (DESIGN
//     section 6), so other players' entities, slimes and coins follow the
//     host 100 ms behind and move smoothly. A record equal to what the
//     entity already writes is not applied again (tile maps cost nothing).
//   - An entity the player's own game removed (a coin their predicted
//     player picked up) stays removed until the host removes it too, or for
//     PredictedRemoval (60) steps, when it comes back: the host disagreed.
//   - The local player's entities, those with a component implementing
//     [Owner] that names this player (platformer.Player with its Input), and
//     their descendants, are predicted: the host's state is not put there;
//     the local input moves them at once. After each step the player keeps
//     their gameplay record (scenes.Entity.AppendNetRecordOf, drawing
//     components of scenes/visual left out: each machine plays its own
//     animation clocks) under the host step that step's input is meant for.
//     When a snapshot of that step arrives, the host's record is compared
//     with it, field by field of its kind, within what the wire keeps and a
//     player can see (agree.go, the one place it is decided): positions
//     within [PositionTolerance] (1/16 unit on each axis: records round
//     them to 1/64, so two positions a float's noise apart can round a step
//     apart), floats (speeds, rotations, scales) within [FloatTolerance] (a
//     millionth, relative above 1), time.Duration fields within
//     [DurationTolerance] (1 ms: step durations round to nanoseconds along
//     each machine's own path), everything else exactly. Compared byte for
//     byte, the multiplayer template's chick at rest (speed 2.25e-23 on the
//     host, -7.9e-23 on the player) was "wrong" 74 times a player in 900
//     steps of a perfect network, and each needless correction did harm: it
//     takes the host's components of a step RTT old (a jump's speed, the
//     time since the ground), the prediction from them went wrong by 5 to
//     45 units, and the next check corrected that; with the tolerances, 3
//     corrections, all while joining
//     (TestMultiplayerTemplatePerfectNetworkPredicts). If they differ, the
//     entity is corrected: it takes the host's
//     components of that step at once and its position moves by the error
//     (host's minus predicted, at that step), spread over CorrectSteps (6)
//     steps so the player does not see a jump; predictions made before the
//     correction is spread out are not checked. An error longer than
//     SnapDistance (32 world units) is corrected at once, as a jump: spread
//     out, it would drag the entity through floors and walls between (a
//     platformer's player the host saw clear a pit). A jump by the error
//     assumes this machine's motion since the step checked was right; when
//     the next prediction checked, made after the jump, is again more than
//     SnapDistance off, it was not (the jump left the entity in the air
//     where the host's stood on a ledge: it fell, and jumping by the error
//     again put it back in the air, for ever; the multiplayer template's
//     chick did so in 7 of 12 timings of a bad network), and the entity
//     takes the host's position of the step checked, exactly: behind by
//     the time since, which later checks correct. Only root entities
//     are compared and corrected, so keep a player's character at the
//     scene's root, not under a folder entity. This is the smoothing
//     method (as in Unreal's character movement) rather than rewinding and
//     replaying the unacknowledged inputs: a player's game cannot re-run
//     one entity's physics alone, and replaying the whole game (the
//     rollback mode) costs a re-simulation per snapshot. The time between
//     the acknowledged step and now is not replayed, so a correction of
//     state other than the position (a velocity) is RTT old; the next check
//     catches what is still off. When the host's entity stood still between
//     the snapshot before and the one checked (within PositionTolerance),
//     the correction aims at the host's position itself instead: this
//     machine's motion since (a landing's sinking into the ground, which
//     physics takes back over a hundred steps) is not the host's, and adding
//     it kept a resting chick bobbing under a correction every 33 steps.
//   - A player's own [Seat] is made active at the host's welcome (and in
//     each scene entered after it), not when a snapshot first holds it: the
//     host made it active when the player joined, so this predicts the
//     host's state, and keys pressed from the welcome on move the character
//     at once. Waiting for the snapshot left it inactive for a round trip
//     and more; its first check took the host's state of that snapshot's
//     step, the presses since were never predicted, and the next check
//     jumped it some 52 units (tester 5, 150 ms latency and 10% loss). An
//     own entity the host spawns is not predicted before it arrives: the
//     player's machine has nothing to run, and only a replay of the inputs
//     since the snapshot's step (not done: see above) would catch it up.
//
// A player's predicted entity that runs into another player's (drawn 100 ms
// in the past) is mispredicted and corrected: the usual limit of prediction
// with interpolated others.
//
// # Scene changes
//
// The host's scene is the truth. When the newest snapshot names a scene
// other than the one a player's game plays, the player's game asks its
// scene flow (runtime/sceneflow.Scenes.Change, a cut at the beginning of
// the next step) for the host's scene, once per name, and takes the host's
// state there as soon as the frames it draws are of that scene; until then
// it puts nothing of the host's into its scene. So a player follows a
// host's change however it was made (an exit, a goal, a menu), and a change
// the player's own game made that the host did not (a predicted exit) is
// undone. The mirror forgets the old scene's entities and predictions at
// the change. The player's own transition (a fade) is not synchronised: it
// cuts to the host's scene. A game without scene flow warns once in its
// problem log and stays.
//
// # Commands
//
// A genre module's system registers its commands ([Commander]): the network
// system's Setup hands each system set up before it the game's command table
// (Options.Commands, or a new one), so the same project registers the same
// names in the same order on every machine, and joining refuses a player
// whose table differs. The modules' ids are network.CommandID and
// network.PlayerID, aliases of the session's, since modules may not import
// net/. A command's handler runs in StepNetworkIn; a module decodes the
// payload with bounds checks there and refuses a bad one with a warning in
// the host's problem log, naming the player and the command. A module whose
// players all play one board on the host with the same few buttons needs no
// command of its own: a [PressRelay] sends each press as 1 byte, queues what
// arrives on the host (at most [MaxQueuedPresses] a step) and plays it with
// the host's own presses, optionally only the commanding player's.
//
// # Seats
//
// A [Seat] waits in the scene for one player: on the host (and offline) the
// network system keeps its entity active only while its player is in the
// session, so a scene file can hold the characters of players 1 to 4 and a
// dedicated server shows those who joined (the multiplayer template).
//
// # Time
//
// The session's clock is the game's step count times the step duration,
// unscaled: slow motion does not slow the network, and nothing reads a
// clock.
//
// # Reconnecting
//
// A player's machine whose connection to the host is lost after the
// host's welcome (the transport heard nothing for transport.Config.Timeout,
// 10 s by default: Wi-Fi gone for a while) takes its place back when
// Options.Redial is set (griff-player --join sets it: the same UDP address,
// under the same --conditions; a web export's page too: the same WebSocket,
// dialled in the background, transport.DialWebSocketLater, as a page's
// frame cannot wait for a dial). It says "reconnecting" in the problem log
// (a warning), dials again with Redial, at most every [RedialEvery] (1 s)
// and one attempt at a time, and joins with the old player id and token
// (session.JoinConfig.Player and Token). The host kept the place for its
// grace period (Options.Grace, session.DefaultGrace: 30 s), so the player
// comes back with the same id, seat, entities and input index, and says
// "reconnected" (a note). The new connection shares nothing with the old
// one: the host's first snapshot on it is whole (no baseline survives), the
// render step jumps to it, and the first check of the prediction against
// it corrects the player's own entities (at once when more than
// SnapDistance off). The machine ends the session, as without Redial but
// saying why, when the host refuses the return (its grace period ran out:
// "no place is kept for player N"; another build; the match ended), or
// when no attempt was welcomed within Options.Grace of the loss (the
// server is gone). Without Redial a lost connection ends the session at
// once, as before. Service.Ended answers false while reconnecting.
//
// Commands do not cross a loss: those sent after the last packet the host
// heard and before the loss was found (up to the transport's Timeout; Send
// returned nil) went down with the old connection, and Send returns
// ErrReconnecting while the machine reconnects. A command the game cannot
// lose (a purchase, a turn) is one the host answers: send it again when no
// answer came by the time the machine reconnected. Decision: the session
// does not resend them itself, since a command is made for the state the
// player saw when they sent it, which the host may have moved past by the
// return (a move on a board that changed), and only the game knows which
// still make sense.
//
// Decision: the game goes on while the machine reconnects. The player's
// own entities go on being predicted (their keys move them, as during the
// Timeout before the loss was known: a player cannot tell a long delay
// from a loss); everything the host sends stays where the newest snapshot
// had it (the render step never passes the newest snapshot). Freezing
// the player's own character instead would not undo the Timeout's worth
// of steps in which it moved before the loss was known, so either way the
// return costs one correction; predicting keeps the controls alive through
// a short drop. On the host,
// a player whose connection dropped (or who left) holds nothing from the
// next step: their held actions are released and fingers lifted (the
// pointer stays), so their character stands while they are gone instead
// of running on with the last keys held for the whole grace period; their
// first input after the return presses what they hold.
//
// # Rollback mode
//
// [Rollback] is the second kind of match, for 2 to 4 player versus games:
// only inputs cross the network ([TransportLink]: through the host as a
// relay, unreliable, each message repeating the 8 steps before), every
// machine simulates every step at once, a missing remote input is predicted
// as the one that player held last, and an input that arrives and differs
// from what was played rolls the game back through a runtime.Timeline to
// before its step and re-simulates to the present with
// runtime.Game.SetResimulating on (the sound system then plays nothing: the
// steps were heard). The local input is delayed RollbackDelay (2) steps, and
// RollbackWindow (128) steps is the deepest rollback. A player's input
// stream starts with the first message of theirs a machine hears: steps
// before it count as nothing held, so a match starts once everyone is
// connected. The sync test (RollbackOptions.SyncTest = N) rolls back N steps
// after every step and compares the re-simulated state digest part by part:
// a system whose state a re-simulation does not reproduce (a global, a map's
// order, a clock) is named in a *SyncError.
//
// # Lockstep mode
//
// [Lockstep] is the third, for games of many units and rare orders
// (strategy): a Rollback underneath (the same inputs, links, relay and
// digests) that predicts nothing. A step is played only once every
// player's input for it arrived; otherwise Step waits, sends the local
// inputs a waiting machine may lack again, and counts the wait in
// LockstepStats. The local input is delayed LockstepTurn (200 ms, Age of
// Empires' command turn) and every player's first turn holds nothing, so
// a match starts at once. Nothing is re-simulated, so a step costs one
// step however many units move. A game whose machines show different views
// of one state names them with a [Presenter]: the digests (SharedDigest)
// leave them out.
package network

import (
	"errors"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
)

// Options sets up the network system. The zero value is offline.
type Options struct {
	// Host, if not nil, is the server side of a transport: the game hosts a
	// session on it.
	Host transport.Transport
	// Join, if not nil (and Host is nil), is the client side of a
	// transport: the game joins the session of its server. With Redial, the
	// network system closes it once a new connection replaces it.
	Join transport.Transport
	// Name is the local player's name.
	Name string
	// Commands is the game's command table, the same on every machine; nil
	// is an empty one. The systems set up before the network system add
	// theirs to it ([Commander]).
	Commands *session.Commands
	// Lobby makes the host wait for Service.Start; by default (false) the
	// match starts at once and players join it as it runs.
	Lobby bool
	// Grace is how long the host keeps the place of a player who lost their
	// connection, and how long a player's machine with Redial tries to take
	// its place back; zero is session.DefaultGrace (30 s).
	Grace time.Duration
	// Redial, if not nil (with Join), makes a player's machine reconnect
	// when its connection to the server is lost after the host welcomed it:
	// it returns a new client transport to the same server (the network
	// system closes it when it stops using it, see System.Transport), or an
	// error, which the problem log shows before the next try. It is called
	// at most every RedialEvery, for at most Grace, from the game's
	// goroutine. Nil ends the session at the loss. See the package
	// documentation, "Reconnecting".
	Redial func() (transport.Transport, error)
}

// Service is what the network system answers. Every method has an answer
// offline.
type Service interface {
	// Online reports whether the game hosts or joined a session.
	Online() bool
	// IsHost reports whether this game is the authority: true offline.
	IsHost() bool
	// LocalPlayer returns this machine's player: 0 offline and on the host.
	LocalPlayer() session.PlayerID
	// Players returns the players in the session: offline, player 0 alone.
	Players() []session.Player
	// Send sends a command: on the host to player to (to 0: the host's own
	// handlers), on a player's machine to the host (to is ignored).
	// Offline it reaches the game's own handlers at the next step, from
	// player 0. It returns the session's errors, and ErrReconnecting on a
	// player's machine while it reconnects (see the package documentation,
	// "Reconnecting": the command is not sent, nor kept).
	Send(to session.PlayerID, cmd session.CommandID, data []byte) error
	// Handle sets the function called, in StepNetworkIn, for each command
	// cmd that arrives; from is the sender (0: the host). A second call
	// replaces the first.
	Handle(cmd session.CommandID, fn func(from session.PlayerID, data []byte))
	// Start starts a lobby's match (see Options.Lobby); it does nothing on a
	// player's machine or offline.
	Start()
	// RenderFrames returns the two rebuilt snapshots a player draws other
	// players' entities between at the step drawn (about RenderDelay
	// snapshots behind the newest, see the package documentation): the
	// newest kept at or before it and the oldest after it. When the newest
	// is drawn (later ones being late or lost) both are the newest, held
	// (from == to): the scene has from's state then as at every step. It
	// returns nils on the host, offline and while no snapshot is kept at or
	// before the step drawn.
	RenderFrames() (from, to *session.Frame)
	// EndMatch ends the match the game hosts (a round won, a game over):
	// every player is told, with reason (at most session.MaxReason bytes),
	// and their Ended answers it; newcomers are refused; a dedicated
	// server (hosting.Matches) ends the match's game at the same frame and
	// frees its slot. Offline it only makes Ended answer. On a player's
	// machine it returns ErrNotHost: the host decides. Ending again does
	// nothing.
	EndMatch(reason string) error
	// Ended reports whether the match ended and why: after EndMatch on the
	// host and offline; on a player's machine once the session closed (the
	// reason is the host's, "" when it stopped without one or the
	// connection was lost), not while it reconnects (Options.Redial).
	Ended() (bool, string)
}

// ErrReconnecting is returned by Service.Send on a player's machine while
// its connection is being made again (Options.Redial): the command was not
// sent. Send it again once Service.Ended is still false and the machine
// reconnected, if it still makes sense then.
var ErrReconnecting = errors.New("network: reconnecting to the server: the command was not sent")

// ErrNotHost is returned by Service.EndMatch on a player's machine.
var ErrNotHost = errors.New("network: only the host ends the match")

// System is the network system. Make it with [NewSystem].
type System struct {
	opts     Options                                              `griff:"-"`
	host     *session.Host                                        `griff:"-"`
	client   *session.Client                                      `griff:"-"`
	handlers map[session.CommandID]func(session.PlayerID, []byte) `griff:"-"`
	loop     []session.Event                                      `griff:"-"` // offline commands for the next step
	buf      []byte                                               `griff:"-"`
	events   []session.Event                                      `griff:"-"`
	now      time.Duration                                        `griff:"-"` // the session's clock at the last step
	m        mirror                                               `griff:"-"` // a player's following of the host
	seats    seats                                                `griff:"-"` // the host's seats (Seat)
	ended    bool                                                 `griff:"-"` // offline: EndMatch was called
	why      string                                               `griff:"-"`
	told     told                                                 `griff:"-"` // what a player's machine has said in the problem log
	rejoin   rejoin                                               `griff:"-"` // a player's machine's reconnecting
	dropped  uint16                                               `griff:"-"` // the host's players whose connection dropped, a bit each
}

// NewSystem returns the network system for opts.
func NewSystem(opts Options) *System {
	if opts.Commands == nil {
		opts.Commands = &session.Commands{} // modules register theirs at Setup (Commander)
	}
	s := &System{opts: opts, handlers: map[session.CommandID]func(session.PlayerID, []byte){}, m: newMirror()}
	switch {
	case opts.Host != nil:
		s.host = session.NewHost(opts.Host, session.HostConfig{Name: opts.Name, Commands: opts.Commands, Grace: opts.Grace})
	case opts.Join != nil:
		s.client = session.NewClient(opts.Join, session.JoinConfig{Name: opts.Name, Commands: opts.Commands})
		s.rejoin.cur = opts.Join
	}
	return s
}

// Input returns the game's input source when it is online: local's events
// (nil: none) plus, on the host, the remote players'. Give it to the game's
// options as its Input. Offline it returns local.
func (s *System) Input(local input.Source) input.Source {
	if s.host == nil && s.client == nil {
		if local == nil {
			return nil
		}
		return &offlineSource{local: local, s: s}
	}
	return &source{local: local, s: s}
}

// Name implements runtime.System.
func (*System) Name() string { return "Network" }

// Setup implements runtime.System: it adds StepNetworkIn and StepNetworkOut,
// provides the Service and lets the systems set up before it register their
// commands ([Commander]).
func (s *System) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepNetworkIn, runtime.After(runtime.StepInput), s.in)
	g.AddStep(runtime.StepNetworkOut, runtime.After(runtime.StepCommit), s.out)
	runtime.Provide[Service](g, s)
	s.setupCommanders(g)
	if s.host != nil && !s.opts.Lobby {
		s.host.Start(0)
	}
	return nil
}

func now(g *runtime.Game) time.Duration {
	return time.Duration(g.Clock().Tick()) * g.Clock().StepDuration()
}

// in polls the session and hands commands to their handlers.
func (s *System) in(g *runtime.Game) {
	s.now = now(g)
	s.events = append(s.events[:0], s.loop...)
	s.loop = s.loop[:0]
	switch {
	case s.host != nil:
		s.events = append(s.events, s.host.Poll(s.now)...)
		s.noteDropped()
		s.tellHost(g)
	case s.client != nil:
		s.events = append(s.events, s.client.Poll(s.now)...)
		s.reconnect(g)
		s.tellPlayer(g)
	}
	if s.client == nil {
		s.seats.update(g, s.Players(), s.host == nil)
	} else {
		s.seats.own(g, int(s.client.ID()))
	}
	for _, e := range s.events {
		if e.Kind != session.Command {
			continue
		}
		from := e.Player
		if s.client != nil {
			from = 0 // on a player's machine commands come from the host
		}
		if fn := s.handlers[e.Command]; fn != nil {
			fn(from, e.Data)
		}
	}
}

// out publishes the host's snapshot of the step; on a player's machine it
// puts the host's state into the scene.
func (s *System) out(g *runtime.Game) {
	if s.client != nil {
		s.follow(g)
	}
	if s.host == nil {
		return
	}
	tick := g.Clock().Tick()
	_, err := s.host.Publish(tick, func(p session.PlayerID, f *session.Frame) error {
		var err error
		s.buf, err = session.AppendVisible(f, g.Scene(), p, tick, s.buf)
		return err
	})
	if err != nil && !errors.Is(err, session.ErrNotStarted) {
		g.Problems().Warn(nil, "Network", "network: %v", err)
	}
}
