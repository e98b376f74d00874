package play

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// A joined player is told of each desync the relay finds (the players'
// digests of a step differ): the first is a warning in the game's problem
// log naming the step, each is said on the log, and the match plays on.
func TestRelayedSaysDesync(t *testing.T) {
	hub := transport.NewHub()
	sl := hub.NewLink()
	var reports []string
	relay := network.NewRollbackRelay(transport.NewServer(transport.Config{}, sl), 2, func(s string) { reports = append(reports, s) })
	var log strings.Builder
	m := newRelayed(hosting.NetworkSettings{Mode: "rollback", Players: 2}, transport.NewClient(transport.Config{}, hub.NewLink(), sl.Addr()), "a", &log)
	now := time.Duration(0)
	m.clock = func() time.Duration { return now }
	other := network.NewRollbackLink(transport.NewClient(transport.Config{}, hub.NewLink(), sl.Addr()), false)
	other.Join("b")
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Setup(g); err != nil {
		t.Fatal(err)
	}
	run := func(d time.Duration) {
		for end := now + d; now < end; {
			now += 10 * time.Millisecond
			if err := m.poll(); err != nil {
				t.Fatal(err)
			}
			other.Poll(now)
			relay.Poll(now)
		}
	}
	run(150 * time.Millisecond) // a joins first: seat 0
	run(200 * time.Millisecond)
	if !m.link.Started() || !other.Started() {
		t.Fatal("the match did not start")
	}
	for _, d := range []struct {
		step int
		a, b uint64
	}{{60, 1, 1}, {120, 2, 3}, {180, 4, 5}} {
		m.link.SendDigest(0, griff.Tick(d.step), d.a)
		other.SendDigest(1, griff.Tick(d.step), d.b)
	}
	run(200 * time.Millisecond)
	if relay.Desyncs != 2 || len(reports) != 2 {
		t.Fatalf("the relay found %d desyncs (%q), want 2", relay.Desyncs, reports)
	}
	var warned []string
	for _, p := range g.Problems().List() {
		if strings.Contains(p.Message, "desync") {
			warned = append(warned, p.Message)
			if p.Severity != scenes.SeverityWarning {
				t.Errorf("the desync is said as %v, want a warning", p.Severity)
			}
		}
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "after step 120") || !strings.Contains(warned[0], "out of sync") {
		t.Errorf("the problem log says %q, want one warning of the desync after step 120", warned)
	}
	if s := log.String(); !strings.Contains(s, "after step 120") || !strings.Contains(s, "desync again after step 180 (2 in all)") {
		t.Errorf("the log says %q, want both desyncs", s)
	}
	if err := m.poll(); err != nil {
		t.Errorf("a desync ended the match: %v", err)
	}
	if got := other.TakeDesyncs(nil); len(got) != 2 || got[0] != 120 || got[1] != 180 {
		t.Errorf("the other player was told of desyncs %v, want [120 180]", got)
	}
}
