package hosting

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// EmptyMatchTimeout is how long a match with no player in it (none
// connected and none in their grace period) goes on before it ends and
// frees its slot. The unit is the match's game time.
const EmptyMatchTimeout = 10 * time.Second

// DefaultStallLimit is the most wall time one match's frame may take on a
// server (MatchesOptions.StallLimit) before the match is ended as stalled.
const DefaultStallLimit = 5 * time.Second

// StallCPUShare is the least share of a frame's wall time the server's
// process must have spent on the CPU (MatchesOptions.CPUClock) for a frame
// over MatchesOptions.StallLimit to be a stall: a quarter.
//
// Decision: a frame that really stalls runs. A step caught in a long loop
// keeps a core busy for the whole frame: all of its wall time on an idle
// machine, half or more on one shared with a few other busy processes. A
// process that is paused (SIGSTOP, a suspended VM, a laptop asleep) uses no
// CPU at all while paused, so a frame the pause falls inside takes seconds
// of wall time and milliseconds of CPU time: that is not the match's fault,
// its players are coming back (their place is kept for the grace period),
// and ending it would refuse them. The price: a frame that waits without
// running (a step blocked on a file, a lock or the network) is not caught
// either, nor is one on a machine so overloaded the process gets under a
// quarter of a core. Where the process's CPU time cannot be read (see
// MatchesOptions.CPUClock) the limit goes by wall time alone.
const StallCPUShare = 0.25

// MatchesOptions sets up [Matches].
type MatchesOptions struct {
	// Transport is the server side players join on: a transport.Server over
	// a UDP and a WebSocket link, say. Matches closes it.
	Transport transport.Transport
	// MaxMatches is the most matches played at once (the cap); the default
	// (zero) is session.DefaultMatches (8).
	MaxMatches int
	// PlayersPerMatch is the most players placed in one match, 1 to 7; the
	// default (zero) is session.DefaultPlayersPerMatch (7). A rollback
	// game's matches take exactly its project's network.players instead.
	PlayersPerMatch int
	// Name is the host's own player's name in every match; "" is "server".
	Name string
	// Report receives what goes wrong in a match (a step that panicked, a
	// match that could not be made, a stall), naming the match; nil drops it.
	Report func(string)
	// Log receives what happens to the matches' players, a line each,
	// naming the match and the player: they lost their connection (their
	// place is kept for the grace period, session.DefaultGrace), came back,
	// did not come back in time, or left; and, at most once a second, how
	// many connections the server refused since it last said so (every
	// match full, or a return to a place no match keeps). At most
	// MaxLogLines lines about players a second, then their count. nil
	// drops them. A rollback or lockstep match's players are not said.
	Log func(string)
	// StallLimit is the most wall time a match's frame (its steps of one
	// Matches.Frame) may take: a match over it, whose process also spent
	// at least StallCPUShare of that wall time on the CPU (CPUClock), is
	// reported and ended, its players told why, and the other matches play
	// on. A frame over it with less CPU time is one the process was paused
	// in (see StallCPUShare): it is reported ("the process was paused")
	// and the match goes on. It is a host-side safety, measured with Clock
	// and CPUClock, not part of the simulation. The default (zero) is
	// DefaultStallLimit; negative turns it off. A step that never returns
	// is not caught here (it holds the server's goroutine).
	StallLimit time.Duration
	// Opened, if not nil, is called with the slot of each match as it
	// opens, on the goroutine of Matches.Frame; it must not block (the
	// player tells a fleet manager the server is allocated from it, on a
	// goroutine of its own).
	Opened func(slot int)
	// Clock returns the wall time, for StallLimit; nil is time.Now's
	// (monotonic). Tests give a clock of their own.
	Clock func() time.Duration
	// CPUClock returns the CPU time the server's process has used (user
	// and system, all its threads), for StallLimit. nil is the process's
	// own, read with getrusage on unix systems (Linux, macOS, the BSDs);
	// elsewhere (Windows) there is none, and a frame over StallLimit is a
	// stall whatever its CPU time. Tests that move Clock to fake a stall
	// give a CPU clock of their own too.
	CPUClock func() time.Duration
}

// Matches plays several matches of one game in one process: the dedicated
// server (`griff-player --server`). Each match is a game of its own
// (LoadedGame.NewGame: its own scene, clock, Rand seeded with Options.Seed,
// systems and network host), made when a player finds no match with room
// (session.Lobby), and ended, its slot free again, once no player has been
// in it for EmptyMatchTimeout or when its game ends it
// (network.Service.EndMatch: its players hear why). A match's steps depend only on its own
// players' input, so it plays as it would alone on its server. Save games:
// each match keeps its own in Options.Saves (nil: none) under names
// prefixed with its slot, "matchSLOT." (slot 2's "autosave" is
// "match2.autosave": by default the file match2.autosave.griffsave in the
// game's save folder, DefaultSaveDir), so copies of the game never write
// over each other's; a later match in the same slot finds them, as a
// single server's game finds its saves after a restart. Matches must be used from one goroutine,
// and plays every match on it in slot order.
//
// A game whose project asks for rollback or lockstep mode (NetworkSettings,
// Relayed) is played
// on the players' machines: each match is then a network.RollbackRelay, no
// game, that seats the project's number of players, starts them together
// and passes their inputs on (see the relay). Its Games slot is nil, its
// status line's tick is the newest step a player's input named, and a
// desync the relay finds is reported.
type Matches struct {
	lg    *LoadedGame
	opts  Options
	mo    MatchesOptions
	lobby *session.Lobby
	slots []*hostedMatch
	now   time.Duration
	logs  matchesLog
	// Opened and Ended count the matches made and ended since the start.
	Opened, Ended int
}

// hostedMatch is one match being played.
type hostedMatch struct {
	loop  *Loop
	sys   *network.System
	relay *network.RollbackRelay // a rollback or lockstep match's, instead of loop and sys
	empty time.Duration          // game time since the match last had a player
	// places is what MatchesOptions.Log last said of each player's place.
	places [session.MaxPlayers]place
}

// matchGrace is how long a match keeps the place of a player whose
// connection dropped (network.Options.Grace).
const matchGrace = session.DefaultGrace

// NewMatches returns the server of lg's matches on mo.Transport, each made
// with opts (its Systems and WrapInput come first, the match's network
// system after). NewMatches panics if mo.Transport is nil or the numbers
// are out of range (see session.NewLobby).
func NewMatches(lg *LoadedGame, opts Options, mo MatchesOptions) *Matches {
	if mo.Transport == nil {
		panic("hosting: MatchesOptions.Transport is nil")
	}
	if mo.Name == "" {
		mo.Name = "server"
	}
	if mo.StallLimit == 0 {
		mo.StallLimit = DefaultStallLimit
	}
	if mo.Clock == nil {
		start := time.Now()
		mo.Clock = func() time.Duration { return time.Since(start) }
	}
	if _, ok := processCPU(); mo.CPUClock == nil && ok {
		mo.CPUClock = func() time.Duration { cpu, _ := processCPU(); return cpu }
	}
	if nw := lg.Project.Network; nw.Relayed() {
		mo.PlayersPerMatch = nw.RollbackPlayers()
	}
	m := &Matches{lg: lg, opts: opts, mo: mo, logs: matchesLog{refusals: -time.Second}}
	m.lobby = session.NewLobby(mo.Transport, session.LobbyConfig{MaxMatches: mo.MaxMatches,
		PlayersPerMatch: mo.PlayersPerMatch, Open: m.open})
	m.slots = make([]*hostedMatch, m.lobby.Cap())
	return m
}

// open makes the match of slot on t (session.LobbyConfig.Open).
func (m *Matches) open(slot int, t transport.Transport) error {
	if nw := m.lg.Project.Network; nw.Relayed() {
		relay := network.NewRollbackRelay(t, nw.RollbackPlayers(), func(s string) { m.report(slot, errors.New(s)) })
		m.slots[slot] = &hostedMatch{relay: relay}
		m.opened(slot)
		return nil
	}
	sys := network.NewSystem(network.Options{Host: t, Name: m.mo.Name, Grace: matchGrace})
	opts := m.opts
	if opts.Saves != nil {
		opts.Saves = newMatchStore(opts.Saves, slot)
	}
	opts.Systems = append(append([]runtime.System(nil), opts.Systems...), sys)
	wrap := opts.WrapInput
	opts.WrapInput = func(in input.Source) input.Source {
		if wrap != nil {
			in = wrap(in)
		}
		return sys.Input(in)
	}
	g, err := m.lg.NewGame(opts)
	if err != nil {
		m.report(slot, err)
		return err
	}
	report := func(err error) { m.report(slot, err) }
	m.slots[slot] = &hostedMatch{loop: &Loop{Game: g, View: NewImageCheckView(m.lg), Report: report, NoUndo: true}, sys: sys}
	m.opened(slot)
	return nil
}

// opened counts the match of slot and calls MatchesOptions.Opened.
func (m *Matches) opened(slot int) {
	m.Opened++
	if m.mo.Opened != nil {
		m.mo.Opened(slot)
	}
}

func (m *Matches) report(slot int, err error) {
	if m.mo.Report != nil {
		m.mo.Report(fmt.Sprintf("match %d: %v", slot, err))
	}
}

// Frame plays one frame of the server: it runs the shared transport (see
// session.Lobby.Poll) at now, the server's clock (it must not go back), then
// advances every match by d, the real time since the last frame
// (Loop.Frame: a step every StepDuration), and ends the matches empty for
// EmptyMatchTimeout.
func (m *Matches) Frame(now, d time.Duration) {
	m.now = now
	m.lobby.Poll(now)
	m.newLogSecond()
	m.noteRefusals()
	for slot, hm := range m.slots {
		if hm == nil {
			continue
		}
		if hm.relay != nil {
			m.relayFrame(slot, hm, d)
			continue
		}
		began, cpu := m.mo.Clock(), m.cpu()
		hm.loop.Frame(d) // an error was reported and paused the match
		if m.stalled(slot, m.mo.Clock()-began, m.cpu()-cpu) {
			hm.sys.EndMatch("the server ended the match: it stalled")
			m.end(slot)
			continue
		}
		// The game ended its match (network.Service.EndMatch).
		if ended, _ := hm.sys.Ended(); ended {
			m.end(slot)
			continue
		}
		players := hm.sys.Players()
		m.notePlayers(slot, hm, players)
		if len(players) > 1 {
			hm.empty = 0
			continue
		}
		hm.empty += d
		if hm.empty >= EmptyMatchTimeout {
			m.end(slot)
		}
	}
}

// cpu returns the process's CPU time (MatchesOptions.CPUClock), or 0
// without a CPU clock.
func (m *Matches) cpu() time.Duration {
	if m.mo.CPUClock == nil {
		return 0
	}
	return m.mo.CPUClock()
}

// stalled reports whether the frame of the match in slot, which took wall
// of wall time and cpu of the process's CPU time, stalled (see StallLimit,
// StallCPUShare), and reports it; a frame over the limit that the process
// was paused in is reported as that.
func (m *Matches) stalled(slot int, wall, cpu time.Duration) bool {
	limit := m.mo.StallLimit
	switch {
	case limit <= 0 || wall <= limit:
		return false
	case m.mo.CPUClock != nil && float64(cpu) < StallCPUShare*float64(wall):
		m.report(slot, fmt.Errorf("a frame took %v of wall time but %v of CPU time: the process was paused (not a stall); the match goes on",
			wall.Round(time.Millisecond), cpu.Round(time.Millisecond)))
		return false
	case m.mo.CPUClock != nil:
		m.report(slot, fmt.Errorf("stalled: a frame took %v of wall time and %v of CPU time (limit %v); the match ends",
			wall.Round(time.Millisecond), cpu.Round(time.Millisecond), limit))
	default:
		m.report(slot, fmt.Errorf("stalled: a frame took %v of wall time (limit %v); the match ends", wall.Round(time.Millisecond), limit))
	}
	return true
}

// relayFrame runs the rollback match of slot for a frame of d: it relays
// what came in, and ends the match once a player left (after the start) or
// no one was in it for EmptyMatchTimeout (server time).
func (m *Matches) relayFrame(slot int, hm *hostedMatch, d time.Duration) {
	hm.relay.Poll(m.now)
	if hm.relay.Ended() {
		m.end(slot)
		return
	}
	for _, p := range hm.relay.Players() {
		if p.Connected {
			hm.empty = 0
			return
		}
	}
	hm.empty += d
	if hm.empty >= EmptyMatchTimeout {
		m.end(slot)
	}
}

// end stops the match of slot: its players hear the host stop.
func (m *Matches) end(slot int) {
	hm := m.slots[slot]
	m.slots[slot] = nil
	m.Ended++
	if hm.relay != nil {
		if err := hm.relay.Close(); err != nil {
			m.report(slot, err)
		}
		return
	}
	if err := errors.Join(hm.sys.Close(), hm.loop.Close()); err != nil {
		m.report(slot, err)
	}
}

// Games returns the game of every slot: nil for a free one, and for a
// rollback match (which runs no game on the server).
func (m *Matches) Games() []*runtime.Game {
	out := make([]*runtime.Game, len(m.slots))
	for i, hm := range m.slots {
		if hm != nil && hm.relay == nil {
			out[i] = hm.loop.Game
		}
	}
	return out
}

// MatchStats returns the stats of the matches being played, by slot
// (session.Lobby.Matches: players connected, bytes in and out, mean RTT).
func (m *Matches) MatchStats() []session.MatchStats { return m.lobby.Matches() }

// Players returns the players of the match in slot (network.Service.Players:
// the host's own player 0 first; for a rollback match
// network.RollbackRelay.Players, the seats from 0), or nil for a free slot
// or one out of range.
func (m *Matches) Players(slot int) []session.Player {
	if slot < 0 || slot >= len(m.slots) || m.slots[slot] == nil {
		return nil
	}
	return m.slots[slot].players()
}

// Relay returns the rollback relay of the match in slot, or nil for a free
// slot, one out of range, or a host-authoritative match.
func (m *Matches) Relay(slot int) *network.RollbackRelay {
	if slot < 0 || slot >= len(m.slots) || m.slots[slot] == nil {
		return nil
	}
	return m.slots[slot].relay
}

// players returns the match's remote players (the host's own, ID 0 of a
// host-authoritative match, first).
func (hm *hostedMatch) players() []session.Player {
	if hm.relay != nil {
		return hm.relay.Players()
	}
	return hm.sys.Players()
}

// tick returns how far the match has come: its game's step, or the newest
// step a rollback match's players named.
func (hm *hostedMatch) tick() int64 {
	if hm.relay != nil {
		return int64(hm.relay.Newest())
	}
	return int64(hm.loop.Game.Clock().Tick())
}

// Status returns the server's status line: matches held of the cap,
// players connected of those in the matches (connected or in their grace
// period), each player's RTT as "MATCH.PLAYER:Nms", then each match's
// stats: "[SLOT: tick T, P players, in/out KB]", P its connected players
// (not a connection it refused, which its host holds until RefuseLinger
// has passed: package net/session).
func (m *Matches) Status() string {
	var b strings.Builder
	held, connected, total := 0, 0, 0
	var rtts []string
	in := make([]int, len(m.slots)) // connected players by slot
	for slot, hm := range m.slots {
		if hm == nil {
			continue
		}
		held++
		for _, p := range hm.players() {
			if p.ID == 0 && hm.relay == nil {
				continue
			}
			total++
			if p.Connected {
				connected++
				in[slot]++
				rtts = append(rtts, fmt.Sprintf("%d.%d:%dms", slot, p.ID, p.RTT.Milliseconds()))
			}
		}
	}
	fmt.Fprintf(&b, "matches %d/%d  players %d/%d", held, m.lobby.Cap(), connected, total)
	if len(rtts) > 0 {
		fmt.Fprintf(&b, "  rtt %s", strings.Join(rtts, " "))
	}
	for _, s := range m.lobby.Matches() {
		if hm := m.slots[s.Slot]; hm != nil {
			fmt.Fprintf(&b, "  [%d: tick %d, %d players, %.1f/%.1f KB]", s.Slot, hm.tick(),
				in[s.Slot], float64(s.BytesIn)/1024, float64(s.BytesOut)/1024)
		}
	}
	return b.String()
}

// Close ends every match (their players hear the host stop), sends the
// goodbyes and closes the transport. It returns the first error.
func (m *Matches) Close() error {
	for slot, hm := range m.slots {
		if hm != nil {
			m.end(slot)
		}
	}
	m.lobby.Poll(m.now)
	return m.lobby.Close()
}

// ServeMatches plays the matches of m in real time until ctx is done, then
// closes m and returns nil: the loop of `griff-player --server`. Each frame
// comes at the step rate of lg's project (Matches.Frame with the real time
// since the last; 0 or less is runtime.DefaultStepRate and more than
// runtime.MaxStepRate is that, as the game's clock counts it); once a second it writes a status line to out: the time
// since the start and Matches.Status (one line after a pause of the
// process, not one for each second it missed).
func ServeMatches(ctx context.Context, lg *LoadedGame, m *Matches, out io.Writer) error {
	rate := lg.Project.StepRate
	if rate <= 0 {
		rate = runtime.DefaultStepRate // the project's default
	}
	rate = min(rate, runtime.MaxStepRate) // as the clock: a step is never 0
	step := time.Second / time.Duration(rate)
	fmt.Fprintf(out, "serving %s (%q) headless at %d steps a second, up to %d matches; interrupt to stop\n",
		lg.Name, lg.Project.Name, rate, m.lobby.Cap())
	ticker := time.NewTicker(step)
	defer ticker.Stop()
	start := time.Now()
	last := start
	var lines statusEvery
	for {
		select {
		case <-ctx.Done():
			fmt.Fprintf(out, "stopped after %.2fs: %d matches played\n", time.Since(start).Seconds(), m.Opened)
			return m.Close()
		case now := <-ticker.C:
			m.Frame(now.Sub(start), now.Sub(last))
			last = now
			if lines.due(now.Sub(start)) {
				fmt.Fprintf(out, "time %6.2fs  %s\n", now.Sub(start).Seconds(), m.Status())
			}
		}
	}
}
