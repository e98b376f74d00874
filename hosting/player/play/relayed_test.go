//go:build !js

package play

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/fighting"
	"github.com/griffengine/griff/modules/strategy"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// lockedBuffer is a bytes.Buffer safe for several goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// relayedServer runs `griff-player --server` of lg (one match) on
// loopback ports until the test ends and returns its UDP and WebSocket
// addresses and output.
func relayedServer(t *testing.T, lg *hosting.LoadedGame) ([2]string, *lockedBuffer) {
	t.Helper()
	out := new(lockedBuffer)
	c := config{server: true, udp: "127.0.0.1:0", ws: "127.0.0.1:0", matches: 1, players: 2}
	m, err := hostMatches(lg, hosting.Options{}, c, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	addr := regexp.MustCompile(`hosting on udp (\S+) and (ws://\S+)\n`).FindStringSubmatch(out.String())
	if addr == nil {
		t.Fatalf("hostMatches printed %q, want the udp and ws addresses", out.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		hosting.ServeMatches(ctx, lg, m, out)
	}()
	t.Cleanup(func() { cancel(); <-done })
	return [2]string{addr[1], addr[2]}, out
}

// relayRig is two machines of a game at an in-memory rollback relay (the
// server's network.RollbackRelay on a transport.Hub), each a relayed match
// whose clock is the rig's now: a test steps them frame by frame itself.
type relayRig struct {
	now   time.Duration
	relay *network.RollbackRelay
	ms    [2]*relayed
	gs    [2]*runtime.Game
	rec   *hosting.Recording // machine 0's recording, if asked
}

// fightingGame loads the fighting template (rollback mode, two players).
func fightingGame(t *testing.T) *hosting.LoadedGame {
	t.Helper()
	tm, _ := templates.Lookup("fighting")
	lg, err := hosting.Load(tm.Files, "fighting")
	if err != nil {
		t.Fatal(err)
	}
	return lg
}

// newRelayRig makes the two machines of lg's match at a new relay, in mode
// ("rollback" or "lockstep"; "" is the project's), machine i's game made with
// opts[i] and its relayed match. With record, machine 0's game is recorded
// as --record with --join does (hosting.NewRecording), in the rig's rec.
func newRelayRig(t *testing.T, lg *hosting.LoadedGame, mode string, opts [2]hosting.Options, record bool) *relayRig {
	t.Helper()
	nw := lg.Project.Network
	if mode != "" {
		nw.Mode = mode
	}
	hub := transport.NewHub()
	hostLink := hub.NewLink()
	r := &relayRig{relay: network.NewRollbackRelay(transport.NewServer(transport.Config{}, hostLink), 2, nil)}
	for i := range r.ms {
		tr := transport.NewClient(transport.Config{}, hub.NewLink(), hostLink.Addr())
		r.ms[i] = newRelayed(nw, tr, "player", nil)
		r.ms[i].clock = func() time.Duration { return r.now }
		o := opts[i]
		r.ms[i].add(&o)
		if record && i == 0 {
			r.rec, o = hosting.NewRecording(lg, o)
		}
		var err error
		if r.gs[i], err = lg.NewGame(o); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// tick moves the rig's clock one frame (1/60 s) on and lets the relay
// handle what came in.
func (r *relayRig) tick() {
	r.now += time.Second / 60
	r.relay.Poll(r.now)
}

// joined is what one headless `griff-player --join ADDR --frames N` run
// printed and returned, and its game.
type joined struct {
	out, log string
	err      error
	g        *runtime.Game
}

// joinHeadless plays lg's match at addr headless to step frames, reading
// script as the local input, as joinRelayed does, keeping the game: over
// UDP, or over a WebSocket (as a page joins) for a ws:// addr.
func joinHeadless(lg *hosting.LoadedGame, addr string, frames int, script []input.Event) joined {
	var out, log lockedBuffer
	opts := hosting.Options{Input: input.NewScript(script)}
	var tr transport.Transport
	var err error
	if strings.HasPrefix(addr, "ws://") {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		tr, err = transport.DialWebSocket(ctx, addr, transport.Config{}, nil)
		cancel()
	} else {
		tr, err = dialJoin(config{join: addr})
	}
	if err != nil {
		return joined{err: err}
	}
	defer tr.Close()
	m := newRelayed(lg.Project.Network, tr, "player", &log)
	m.add(&opts)
	g, err := playJoined(lg, opts, m, frames)
	if err == nil {
		fmt.Fprintf(&out, "steps %d hash %s shared %s\n", g.Clock().Tick(), g.Fingerprint(), network.SharedFingerprint(g))
	}
	return joined{out.String(), log.String(), err, g}
}

// playRelayed has two players join lg's server and play to step frames
// with their scripts (player 1 over a WebSocket when ws is set, as a page
// joins), a third try to join once they play; it checks both
// reach step frames with the same shared fingerprint and the third is
// refused, and returns the two players' runs.
func playRelayed(t *testing.T, name string, frames int, ws bool, scripts [2][]input.Event) [2]joined {
	tm, ok := templates.Lookup(name)
	if !ok {
		t.Fatalf("no template %q", name)
	}
	lg, err := hosting.Load(tm.Files, name)
	if err != nil {
		t.Fatal(err)
	}
	if !lg.Project.Network.Relayed() || lg.Project.Network.RollbackPlayers() != 2 {
		t.Fatalf("the %s template's network is %+v, want rollback or lockstep for 2", name, lg.Project.Network)
	}
	addr, server := relayedServer(t, lg)
	var runs [2]joined
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			at := addr[0]
			if ws && i == 1 {
				at = addr[1]
			}
			runs[i] = joinHeadless(lg, at, frames, scripts[i])
		}()
		time.Sleep(100 * time.Millisecond) // seats in join order
	}
	time.Sleep(time.Second)
	var third, thirdLog lockedBuffer
	thirdErr := joinRelayed(lg, Config{}, hosting.Options{}, config{join: addr[0], frames: 10}, &third, &thirdLog) // as griff-player does
	wg.Wait()
	var shared [2]string
	for i, r := range runs {
		if r.err != nil {
			t.Fatalf("player %d: %v\nlog:\n%s\nserver:\n%s", i, r.err, r.log, server.String())
		}
		m := regexp.MustCompile(`^steps (\d+) hash (\S+) shared (\S+)\n$`).FindStringSubmatch(r.out)
		if m == nil || m[1] != itoa(frames) {
			t.Fatalf("player %d printed %q, want steps %d with its hashes", i, r.out, frames)
		}
		shared[i] = m[3]
		if want := "plays seat " + itoa(i); !strings.Contains(r.log, want) {
			t.Errorf("player %d said %q, want %q", i, r.log, want)
		}
	}
	if shared[0] != shared[1] {
		t.Errorf("the players end step %d with shared fingerprints %.16s and %.16s", frames, shared[0], shared[1])
	}
	if thirdErr == nil || !strings.Contains(thirdErr.Error(), "full") {
		t.Errorf("a third player joining got %v (printed %q), want a refusal saying the server is full", thirdErr, third.String())
	}
	if strings.Contains(server.String(), "desync") {
		t.Errorf("the server found a desync:\n%s", server.String())
	}
	t.Logf("player 0 said:\n%s\nthe third: %v", runs[0].log, thirdErr)
	return runs
}

func itoa(n int) string { return strconv.Itoa(n) }

// press is a script pressing action at step at for hold steps.
func press(action string, at, hold griff.Tick) []input.Event {
	return []input.Event{{Tick: at, Action: action, Down: true, Value: 1}, {Tick: at + hold, Action: action}}
}

// Two players join a server of the fighting template (rollback mode), the
// second over a WebSocket as a browser does, and fight 300 steps, each walking and attacking from their own script: both
// end at step 300 in the same state; a third joiner is refused.
func TestJoinFightingRollback(t *testing.T) {
	var a, b []input.Event
	a = append(a, press("down", 10, 2)...) // versus player 2
	a = append(a, press("start", 20, 2)...)
	a = append(a, press("right", 60, 80)...)
	a = append(a, press("lp", 150, 3)...)
	b = append(b, press("left", 70, 90)...)
	b = append(b, press("hp", 170, 3)...)
	runs := playRelayed(t, "fighting", 300, true, [2][]input.Event{a, b})
	for i, r := range runs {
		for _, m := range scenes.Active[fighting.Match](r.g.Scene()) {
			if m.Mode != fighting.ModeVersus {
				t.Errorf("player %d's game is in mode %d, want versus (player 0's pick)", i, m.Mode)
			}
		}
		for _, f := range scenes.Active[fighting.Fighter](r.g.Scene()) {
			if f.Side == 0 && f.X <= fighting.StartLeft+50 || f.Side == 1 && f.X >= fighting.StartRight-50 {
				t.Errorf("player %d's game: the fighter of side %d is at x %d; it did not walk as its player held (from %d, %d)", i, f.Side, f.X, fighting.StartLeft, fighting.StartRight)
			}
		}
	}
}

// Two players join a server of the strategy template (lockstep mode) and
// play 300 steps, each box-selecting on their screen and ordering a move:
// both end at step 300 with the same shared state; a third joiner is
// refused.
func TestJoinStrategyLockstep(t *testing.T) {
	// box selects the units on screen between (x0, y0) and (x1, y1) and
	// orders them to the screen point (x, y).
	box := func(x0, y0, x1, y1, x, y float64) []input.Event {
		return []input.Event{
			{Tick: 30, Kind: input.KindPointer, X: x0, Y: y0},
			{Tick: 31, Action: "select", Down: true, Value: 1},
			{Tick: 33, Kind: input.KindPointer, X: x1, Y: y1},
			{Tick: 35, Action: "select"},
			{Tick: 40, Kind: input.KindPointer, X: x, Y: y},
			{Tick: 41, Action: "order", Down: true, Value: 1},
			{Tick: 43, Action: "order"},
		}
	}
	// Side 0's camera starts at (0, 420) in the world, side 1's at
	// (320, 0): side 0's units go to (300, 620), side 1's (at x 944 to
	// 1072) towards (620, 100) through the woods.
	runs := playRelayed(t, "strategy", 300, false, [2][]input.Event{box(20, 20, 600, 400, 300, 200), box(500, 100, 900, 400, 300, 100)})
	for i, r := range runs {
		var near [2]int
		for _, u := range scenes.Active[strategy.Unit](r.g.Scene()) {
			x, y := u.X/strategy.Sub, u.Y/strategy.Sub
			if u.Kind != "hall" && (u.Side == 0 && abs(x-300) < 64 && abs(y-620) < 64 || u.Side == 1 && x < 900) {
				near[u.Side]++
			}
		}
		if near[0] < 2 || near[1] < 2 {
			t.Errorf("player %d's machine has %v units of sides 0 and 1 where their players sent them; want 2 or more each", i, near)
		}
	}
}

func abs(x int) int { return max(x, -x) }

// --join takes --frames (a rollback or lockstep match headless) but not
// --screenshot or --replay; in a host-mode game --join --frames is an
// error saying why.
func TestJoinFramesFlags(t *testing.T) {
	if _, err := parseFlags([]string{"--join", "127.0.0.1:7777", "--frames", "10"}, io.Discard); err != nil {
		t.Errorf("--join --frames: %v", err)
	}
	for _, args := range [][]string{
		{"--join", "127.0.0.1:7777", "--frames", "10", "--screenshot", "x.png"},
		{"--join", "127.0.0.1:7777", "--replay", "x.griffplay"},
	} {
		if _, err := parseFlags(args, io.Discard); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	err := Main([]string{"--join", "127.0.0.1:7777", "--frames", "10"}, io.Discard, io.Discard, Config{NoWindow: true})
	if err == nil || !strings.Contains(err.Error(), "network mode is host") {
		t.Errorf("--join --frames of the built-in game (host mode): %v, want an error naming the mode", err)
	}
}

// In a rollback match a machine that gets relayedAhead steps past the
// newest step every input is known for waits (takes no step) until the
// other catches up: here player 1 joins but plays no step for a while,
// and player 0 stops at step relayedAhead; once player 1 plays, both go
// on.
func TestRollbackMachineWaitsWhenFarAhead(t *testing.T) {
	r := newRelayRig(t, fightingGame(t), "", [2]hosting.Options{}, false)
	ms, gs := r.ms, r.gs
	frame := func(players int) {
		r.tick()
		for i := range players {
			if err := ms[i].step(gs[i]); err != nil {
				t.Fatal(err)
			}
		}
		for i := players; i < 2; i++ {
			ms[i].poll() // connected, seated, but taking no step
		}
	}
	for range 100 {
		frame(1)
	}
	if !ms[0].started() {
		t.Fatal("the match did not start")
	}
	if tick := gs[0].Clock().Tick(); tick < relayedAhead-2 || tick > relayedAhead+2 || ms[0].waits == 0 {
		t.Fatalf("player 0 alone reached step %d and waited %d steps; want it to stop at about step %d", tick, ms[0].waits, relayedAhead)
	}
	for range 200 {
		frame(2)
	}
	if a, b := gs[0].Clock().Tick(), gs[1].Clock().Tick(); a < 150 || b < 150 || a-b > relayedAhead+2 || b-a > relayedAhead+2 {
		t.Errorf("after both played 200 frames: steps %d and %d; want both on, within %d of each other", a, b, relayedAhead)
	}
}
