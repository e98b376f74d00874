package tests

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/strategy"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// lockstepMachine is one player's machine of a strategy match in lockstep
// joined through a relay: its link, then (once the relay started the
// match) its lockstep driver and game.
type lockstepMachine struct {
	link   *network.TransportLink
	script []input.Event
	ls     *network.Lockstep
	g      *runtime.Game
}

// frame polls the machine's link at now and, once the match started,
// calls its lockstep's Step.
func (mc *lockstepMachine) frame(t *testing.T, lg *hosting.LoadedGame, now time.Duration) {
	t.Helper()
	mc.link.Poll(now)
	if mc.ls == nil && mc.link.Started() {
		seat, players, _ := mc.link.Seat()
		ls, err := network.NewLockstep(network.RollbackOptions{Players: players, Local: seat, Link: mc.link})
		if err != nil {
			t.Fatal(err)
		}
		g, err := lg.NewGame(hosting.Options{Input: ls.Input(input.NewScript(mc.script)), Systems: []runtime.System{ls}})
		if err != nil {
			t.Fatal(err)
		}
		mc.ls, mc.g = ls, g
	}
	if mc.ls == nil {
		return
	}
	if _, err := mc.ls.Step(); err != nil {
		t.Fatal(err)
	}
	if mc.g.Clock().Tick() > mc.ls.Confirmed() {
		t.Fatalf("step %d played with inputs up to %d", mc.g.Clock().Tick(), mc.ls.Confirmed())
	}
}

// TestStrategyLockstep plays the strategy template as its project asks
// (lockstep, two players) on two machines through a relay over a link
// with 60 ms latency, jitter and 5% loss. Player 0 plays the recorded
// skirmish's input; player 1, on the second machine, drags a box round
// its peasants with its own pointer, gives them a move with a right-click
// and keeps them as control group 2. Both machines work out both views:
// each ends with the same shared state (the relay compared the digests
// all along and found them equal), side 1's peasants walk west on both,
// the computer plays no side, and each machine shows its own side.
func TestStrategyLockstep(t *testing.T) {
	lg, _ := loadTemplate(t, "strategy")
	if nw := lg.Project.Network; !nw.Lockstep() || nw.RollbackPlayers() != 2 {
		t.Fatalf("the template's network section is %+v, want lockstep for 2", nw)
	}
	hr := newHubRelay(2, transport.Conditions{Latency: 60 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.05})
	relay := hr.relay
	// Player 1's camera starts on its hall (tile 32,6), clamped: (320, 0).
	// Its peasants stand on tiles 29–30 × 5–6: screen x 608–672, y 160–224.
	p1 := []input.Event{
		slPtr(100, 590, 140), slDown(101, strategy.ActionSelect), slPtr(105, 700, 245), slUp(106, strategy.ActionSelect),
		slDown(110, strategy.ActionGroup), slDown(111, "group2"), slUp(112, "group2"), slUp(113, strategy.ActionGroup),
		slPtr(120, 300, 300), slDown(121, strategy.ActionOrder), slUp(122, strategy.ActionOrder),
	}
	machines := []*lockstepMachine{{script: recordedInput("strategy").events}, {script: p1}}
	for i, mc := range machines {
		_, mc.link = hr.join([]string{"north", "south"}[i], uint64(7+i))
	}
	step := time.Second / 60
	var startX [2]int
	for i := range 1500 {
		now := time.Duration(i) * step
		relay.Poll(now)
		for _, mc := range machines {
			mc.frame(t, lg, now)
		}
		if machines[1].g != nil && machines[1].g.Clock().Tick() == 100 {
			startX = [2]int{peasantsX(machines[0].g, 1), peasantsX(machines[1].g, 1)}
		}
	}
	for i, mc := range machines {
		if mc.g == nil || mc.g.Clock().Tick() < 1200 {
			t.Fatalf("machine %d did not play on: %+v", i, mc.ls)
		}
	}
	// Both at the same step (the faster one played on a little: even them).
	a, b := machines[0], machines[1]
	for a.g.Clock().Tick() != b.g.Clock().Tick() {
		lag := a
		if b.g.Clock().Tick() < a.g.Clock().Tick() {
			lag = b
		}
		lag.g.Step() // its inputs are all here: Confirmed is ahead
	}
	if fa, fb := network.SharedFingerprint(a.g), network.SharedFingerprint(b.g); fa != fb {
		t.Errorf("after step %d the machines differ: %s and %s\n%v", a.g.Clock().Tick(), fa, fb,
			runtime.DiffState(network.SharedDigest(a.g), network.SharedDigest(b.g), 10))
	}
	if a.g.Fingerprint() == b.g.Fingerprint() {
		t.Error("the machines' whole states are equal: each should show its own side (camera, hud)")
	}
	if relay.Checked == 0 || relay.Desyncs != 0 || len(hr.reports) > 0 {
		t.Errorf("the relay checked %d steps, %d desyncs: %v", relay.Checked, relay.Desyncs, hr.reports)
	}
	for i, mc := range machines {
		m := slMatch(mc.g)
		ui := m.Others[0]
		if len(ui.Selected) != 4 || !slices.Equal(ui.Groups[2], ui.Selected) {
			t.Errorf("machine %d: player 1 selected %v, group 2 %v; want its 4 peasants in both", i, ui.Selected, ui.Groups[2])
		}
		if x := peasantsX(mc.g, 1); x >= startX[i]-32*4 {
			t.Errorf("machine %d: side 1's peasants are at x %d (from %d): they did not walk west", i, x, startX[i])
		}
		if m.AI.Next != 0 || m.AI.Wave != 0 {
			t.Errorf("machine %d: the computer played: %+v", i, m.AI)
		}
		if got := network.LocalSeat(mc.g); got != i {
			t.Errorf("machine %d shows side %d", i, got)
		}
		// Each shows its own side: the camera on its base, its own
		// stock, its own selection (the hud found by component).
		cam := mc.g.Scene().Find("Camera").Transform().Position().X()
		var info, res string
		for e := range scenes.Active[visual.Text](mc.g.Scene()) {
			switch e.Name() {
			case "Info":
				info = scenes.Get[visual.Text](e).Text
			case "Resources":
				res = scenes.Get[visual.Text](e).Text
			}
		}
		if (i == 1) != (cam > 640) || (i == 1) != strings.HasPrefix(info, "4 selected") {
			t.Errorf("machine %d shows the camera at x %v and the info %q: not its own side's", i, cam, info)
		}
		if want := fmt.Sprintf("Gold %d ", m.Stock[i][strategy.Gold]); !strings.HasPrefix(res, want) {
			t.Errorf("machine %d shows %q, want its side's %q", i, res, want)
		}
		t.Logf("machine %d: step %d, %+v, %d dropped", i, mc.g.Clock().Tick(), mc.ls.Stats(), mc.link.Dropped)
	}
	t.Logf("relay: %d steps checked", relay.Checked)
}

// slMatch returns g's Strategy.Match.
func slMatch(g *runtime.Game) *strategy.Match {
	for _, m := range scenes.Active[strategy.Match](g.Scene()) {
		return m
	}
	return nil
}

// peasantsX returns the sum of side's peasants' x in world units.
func peasantsX(g *runtime.Game, side int) int {
	x := 0
	for _, u := range scenes.Active[strategy.Unit](g.Scene()) {
		if u.Side == side && u.Kind == "peasant" {
			x += u.X / strategy.Sub
		}
	}
	return x
}

func slPtr(t griff.Tick, x, y float64) input.Event {
	return input.Event{Tick: t, Kind: input.KindPointer, X: x, Y: y}
}

func slDown(t griff.Tick, a string) input.Event {
	return input.Event{Tick: t, Action: a, Down: true, Value: 1}
}

func slUp(t griff.Tick, a string) input.Event { return input.Event{Tick: t, Action: a} }

// BenchmarkStrategyLockstepStep measures what lockstep costs a step of the
// strategy skirmish from step 6000 on (some 30 units and buildings): one
// step and its shared digest every RollbackCheckEvery steps, nothing
// re-simulated (compare BenchmarkResimulateStrategy).
func BenchmarkStrategyLockstepStep(b *testing.B) {
	g := strategyGame(b, nil)
	for range 6000 {
		g.Step()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.Step()
		if i%network.RollbackCheckEvery == 0 {
			_ = network.SharedFingerprint(g)
		}
	}
}
