//go:build !js

package player

import (
	"bytes"
	"context"
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
// loopback ports until the test ends and returns its UDP address and
// output.
func relayedServer(t *testing.T, lg *hosting.LoadedGame) (string, *lockedBuffer) {
	t.Helper()
	out := new(lockedBuffer)
	c := config{server: true, udp: "127.0.0.1:0", ws: "127.0.0.1:0", matches: 1, players: 2}
	m, err := hostMatches(lg, hosting.Options{}, c, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	addr := regexp.MustCompile(`hosting on udp (\S+) and`).FindStringSubmatch(out.String())
	if addr == nil {
		t.Fatalf("hostMatches printed %q, want the udp address", out.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		hosting.ServeMatches(ctx, lg, m, out)
	}()
	t.Cleanup(func() { cancel(); <-done })
	return addr[1], out
}

// joined is what one headless `griff-player --join ADDR --frames N` run
// printed and returned.
type joined struct {
	out, log string
	err      error
}

// joinHeadless plays lg's match at addr headless to step frames, reading
// script as the local input.
func joinHeadless(lg *hosting.LoadedGame, addr string, frames int, script []input.Event) joined {
	var out, log lockedBuffer
	opts := hosting.Options{Input: input.NewScript(script)}
	err := joinRelayed(lg, Config{}, opts, config{join: addr, frames: frames}, &out, &log)
	return joined{out.String(), log.String(), err}
}

// playRelayed has two players join lg's server and play to step frames
// with their scripts, a third try to join once they play; it checks both
// reach step frames with the same shared fingerprint and the third is
// refused, and returns the two players' runs.
func playRelayed(t *testing.T, name string, frames int, scripts [2][]input.Event) [2]joined {
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
			runs[i] = joinHeadless(lg, addr, frames, scripts[i])
		}()
		time.Sleep(100 * time.Millisecond) // seats in join order
	}
	time.Sleep(time.Second)
	third := joinHeadless(lg, addr, 10, nil)
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
	if third.err == nil || !strings.Contains(third.err.Error(), "full") {
		t.Errorf("a third player joining got %v (printed %q), want a refusal saying the server is full", third.err, third.out)
	}
	if strings.Contains(server.String(), "desync") {
		t.Errorf("the server found a desync:\n%s", server.String())
	}
	t.Logf("player 0 said:\n%s\nthe third: %v", runs[0].log, third.err)
	return runs
}

func itoa(n int) string { return strconv.Itoa(n) }

// press is a script pressing action at step at for hold steps.
func press(action string, at, hold griff.Tick) []input.Event {
	return []input.Event{{Tick: at, Action: action, Down: true, Value: 1}, {Tick: at + hold, Action: action}}
}

// Two players join a server of the fighting template (rollback mode) and
// fight 300 steps, each walking and attacking from their own script: both
// end at step 300 in the same state; a third joiner is refused.
func TestJoinFightingRollback(t *testing.T) {
	var a, b []input.Event
	a = append(a, press("start", 20, 2)...)
	a = append(a, press("right", 60, 80)...)
	a = append(a, press("lp", 150, 3)...)
	b = append(b, press("left", 70, 90)...)
	b = append(b, press("hp", 170, 3)...)
	playRelayed(t, "fighting", 300, [2][]input.Event{a, b})
}

// Two players join a server of the strategy template (lockstep mode) and
// play 300 steps, each box-selecting on their screen and ordering a move:
// both end at step 300 with the same shared state; a third joiner is
// refused.
func TestJoinStrategyLockstep(t *testing.T) {
	order := func(x, y float64) []input.Event {
		return []input.Event{
			{Tick: 30, Kind: input.KindPointer, X: 20, Y: 20},
			{Tick: 31, Action: "select", Down: true, Value: 1},
			{Tick: 33, Kind: input.KindPointer, X: 600, Y: 400},
			{Tick: 35, Action: "select"},
			{Tick: 40, Kind: input.KindPointer, X: x, Y: y},
			{Tick: 41, Action: "order", Down: true, Value: 1},
			{Tick: 43, Action: "order"},
		}
	}
	playRelayed(t, "strategy", 300, [2][]input.Event{order(300, 200), order(500, 100)})
}
