package tests

import (
	"cmp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/fighting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// fighterMash is n steps of random presses (a few a step, each held a
// few steps) of the fighting template's first set of keys, with Start now
// and then, Back seldom: a machine's player mashing from step 40. Player
// 1's left and right on the title pick its character.
func fighterMash(seed uint64, n griff.Tick) []input.Event {
	rnd := griff.NewRand(seed)
	keys := []string{fighting.ActionLeft, fighting.ActionRight, fighting.ActionUp, fighting.ActionDown,
		fighting.ActionLP, fighting.ActionHP, fighting.ActionLK, fighting.ActionHK, fighting.ActionStart, fighting.ActionBack}
	var ev []input.Event
	busy := map[string]griff.Tick{}
	for at := griff.Tick(40); at < n-20; at++ {
		if rnd.IntN(4) > 0 {
			continue
		}
		k := keys[rnd.IntN(len(keys))]
		if busy[k] >= at || k == fighting.ActionBack && rnd.IntN(20) > 0 {
			continue
		}
		hold := griff.Tick(1 + rnd.IntN(12))
		busy[k] = at + hold
		ev = append(ev, input.Event{Tick: at, Action: k, Down: true, Value: 1}, input.Event{Tick: at + hold, Action: k})
	}
	slices.SortStableFunc(ev, func(a, b input.Event) int { return cmp.Compare(a.Tick, b.Tick) })
	return ev
}

// TestFightingThroughTheRelay plays the fighting template as docs/servers.md
// describes rollback mode: a dedicated server's RollbackRelay seats two
// players (in-memory transport, 40 ms latency, jitter, 3% loss), both mash
// random keys for 2,400 steps from a versus match player 1 picked a
// character for (player 0 then through the title's modes, player 1
// picking characters), the relay compares their digests and finds no
// desync, machine 1's sync test finds nothing, and both machines end at
// the same fingerprint. A third player is
// refused; when player 1 leaves (its goodbye may be lost: the
// transport's timeout), player 0 hears it and the relay ends.
func TestFightingThroughTheRelay(t *testing.T) {
	lg, _ := loadTemplate(t, "fighting")
	hr := newHubRelay(2, transport.Conditions{Latency: 40 * time.Millisecond, Jitter: 8 * time.Millisecond, Loss: 0.03})
	relay := hr.relay
	var trs [3]transport.Transport
	var links [3]*network.TransportLink
	join := func(i int, name string) { trs[i], links[i] = hr.join(name, uint64(10+i)) }
	join(0, "a")
	join(1, "b")
	now := time.Duration(0)
	poll := func() {
		now += time.Second / 60
		for _, l := range links {
			if l != nil {
				l.Poll(now)
			}
		}
		relay.Poll(now)
	}
	for i := 0; i < 120 && !(links[0].Started() && links[1].Started()); i++ {
		poll()
	}
	if !links[0].Started() || !links[1].Started() {
		t.Fatal("the relay did not start the match of two players")
	}
	const steps = 2400
	var rbs [2]*network.Rollback
	var games [2]*runtime.Game
	for p := range 2 {
		seat, players, _ := links[p].Seat()
		if seat != p || players != 2 {
			t.Fatalf("player %d has seat %d of %d", p, seat, players)
		}
		// Machine 1 also runs the sync test (6 steps back after each).
		r, err := network.NewRollback(network.RollbackOptions{Players: 2, Local: seat, Link: links[p], CheckEvery: 30, SyncTest: 6 * p})
		if err != nil {
			t.Fatal(err)
		}
		// Player 0 picks Versus Player 2 and starts it, player 1 picks a
		// character before, then both mash.
		opening := [2][]input.Event{
			{{Tick: 5, Action: fighting.ActionDown, Down: true, Value: 1}, {Tick: 7, Action: fighting.ActionDown},
				{Tick: 20, Action: fighting.ActionStart, Down: true, Value: 1}, {Tick: 22, Action: fighting.ActionStart}},
			{{Tick: 8, Action: fighting.ActionRight, Down: true, Value: 1}, {Tick: 10, Action: fighting.ActionRight}},
		}
		script := append(opening[p], fighterMash(uint64(100+p), steps)...)
		g, err := lg.NewGame(hosting.Options{Input: r.Input(input.NewScript(script))})
		if err != nil {
			t.Fatal(err)
		}
		r.Attach(g)
		rbs[p], games[p] = r, g
	}
	modes := map[fighting.Mode]bool{}
	for i := range steps {
		if i == 600 {
			join(2, "late") // a third player, after the start
		}
		poll()
		for p := range 2 {
			if err := rbs[p].Step(); err != nil {
				t.Fatalf("machine %d, step %d: %v", p, i, err)
			}
		}
		for _, m := range scenes.Active[fighting.Match](games[0].Scene()) {
			if m.Phase != fighting.PhaseTitle {
				modes[m.Mode] = true
			}
		}
		if i == 39 { // before the mashing: player 1's pick (Ryo) plays side 1
			for p := range 2 {
				for _, f := range scenes.Active[fighting.Fighter](games[p].Scene()) {
					if f.Side == 1 && f.Char != 0 {
						t.Errorf("machine %d: side 1 plays character %d, want player 1's pick 0", p, f.Char)
					}
				}
			}
		}
	}
	// Let the last inputs and digests arrive, then make both final.
	for range 60 {
		poll()
		for p := range 2 {
			if err := rbs[p].Sync(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if a, b := games[0].Fingerprint(), games[1].Fingerprint(); a != b {
		t.Errorf("machine 0 ends at %s, machine 1 at %s", a, b)
	}
	if relay.Desyncs != 0 || relay.Checked < steps/30/2 {
		t.Errorf("relay checked %d digests with %d desyncs (reports %q); want at least %d, none", relay.Checked, relay.Desyncs, hr.reports, steps/30/2)
	}
	if !modes[fighting.ModeVersus] || len(modes) < 2 {
		t.Errorf("the players reached modes %v only, want versus and another", modes)
	}
	if _, _, ok := links[2].Seat(); ok {
		t.Error("a third player got a seat in a started match of two")
	}
	if ended, why := links[2].Ended(); !ended || why == "" {
		t.Errorf("the third player: ended %v (%q), want refused with a reason", ended, why)
	}
	trs[1].Close()
	for i := 0; i < 15*60 && !relay.Ended(); i++ {
		poll()
	}
	for range 30 {
		poll()
	}
	if ended, why := links[0].Ended(); !ended || links[0].Left() != 1 || !strings.Contains(why, "seat 1 (player 2) left") {
		t.Errorf("player 0 after player 1 left: ended %v (%q), left %d", ended, why, links[0].Left())
	}
	if !relay.Ended() {
		t.Error("the relay plays on after player 1 left")
	}
	for p := range 2 {
		t.Logf("machine %d: %+v", p, rbs[p].Stats())
	}
	t.Logf("relay: checked %d, desyncs %d, dropped %d, modes %v", relay.Checked, relay.Desyncs, relay.Dropped, modes)
}
