package sceneflow_test

import (
	"fmt"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// Wallet is a component whose coins a Griff.Carry takes along.
type Wallet struct {
	Coins int `json:"coins"`
	Gems  int `json:"gems"`
}

func init() { scenes.Register[Wallet]("Test.Wallet") }

// world is a small game of scenes: the remembered town, the plain field
// (whose exit, told "go", fades back to the town's gate) and a pit the
// player falls into an exit in.
var world = sceneMap{
	"town": `{"format":1,"nextId":6,"entities":[
		{"id":1,"name":"Memory","components":{"Griff.Remember":{}}},
		{"id":2,"name":"Player","transform":{"position":[10,20]},"components":{
			"Test.Wallet":{"coins":0,"gems":1},"Griff.Carry":{"fields":["Test.Wallet.coins"]}}},
		{"id":3,"name":"Box","transform":{"position":[50,0]}},
		{"id":4,"name":"Walls","transform":{"position":[-40,0],"scale":[2,2]},"children":[
			{"id":5,"name":"Gate","transform":{"position":[5,10]},"components":{"Griff.Spot":{"name":"gate"}}}]}]}`,
	"field": `{"format":1,"nextId":4,"entities":[
		{"id":1,"name":"Player","transform":{"position":[0,0]},"components":{
			"Test.Wallet":{"coins":0,"gems":5},"Griff.Carry":{"fields":["Test.Wallet.coins"]}}},
		{"id":2,"name":"Door","transform":{"position":[100,40]},"components":{"Griff.Spot":{"name":"door"}}},
		{"id":3,"name":"Exit","components":{"Griff.Exit":{"scene":"town","spot":"gate","traveller":"Player",
			"transition":{"kind":"fade","seconds":0.5,"color":"#ffffff"}}}}]}`,
	"pit": `{"format":1,"nextId":4,"entities":[
		{"id":1,"name":"Player","transform":{"position":[0,0]},"components":{
			"Griff.Body":{},"Griff.Collider":{"shapes":[{"size":[16,16]}]}}},
		{"id":2,"name":"Hole","transform":{"position":[0,60]},"components":{
			"Griff.Body":{"kind":"static"},"Griff.Collider":{"shapes":[{"size":[80,10],"sensor":true}]},
			"Griff.Exit":{"scene":"field","spot":"door","by":"Player","transition":{"kind":"wipe","seconds":0.2,"direction":"down"}}}},
		{"id":3,"name":"Crate","transform":{"position":[30,0]},"components":{
			"Griff.Body":{},"Griff.Collider":{"shapes":[{"size":[8,8]}]}}}]}`,
}

// SceneNames returns the scenes' names, sorted; it implements
// sceneflow.SceneNamer.
func (m sceneMap) SceneNames() []string { return slices.Sorted(maps.Keys(m)) }

// TestExitToUnknownSceneWarnsAtStart: an exit leading to a scene the loader
// does not have warns when its scene starts, with the name most likely
// meant.
func TestExitToUnknownSceneWarnsAtStart(t *testing.T) {
	bad := sceneMap{"a": `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Out","components":{"Griff.Exit":{"scene":"tonw"}}}]}`, "town": world["town"]}
	g := newGame(t, bad, "a")
	g.Step()
	list := g.Problems().List()
	if len(list) != 1 || !strings.Contains(list[0].String(), `Out#1: Griff.Exit: leads to scene "tonw", which the game does not have (did you mean "town"?)`) {
		t.Errorf("problems %v, want one about Out's scene tonw", list)
	}
}

// hook runs its functions in the logic phase of the steps they are given
// for, and counts the gameplay steps that ran.
type hook struct {
	at       map[griff.Tick]func(g *runtime.Game)
	gameplay int
	started  []string // "scene@tick" for every scene that came in
}

func (*hook) Name() string { return "Hook" }

func (h *hook) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Hook"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		h.gameplay++
		if f := h.at[g.Clock().Tick()]; f != nil {
			f(g)
		}
	})
	return nil
}

func (h *hook) SceneStarted(g *runtime.Game) {
	h.started = append(h.started, fmt.Sprintf("%s@%d", g.Scene().Name(), g.Clock().Tick()))
}

func play(t *testing.T, start string, at map[griff.Tick]func(g *runtime.Game)) (*runtime.Game, *hook) {
	t.Helper()
	h := &hook{at: at}
	return newGame(t, world, start, h), h
}

func wallet(g *runtime.Game) *Wallet { return scenes.Get[Wallet](g.Scene().Find("Player")) }

// fadeAt5 asks, in step 5, for a half-second fade to the town.
var fadeAt5 = map[griff.Tick]func(*runtime.Game){5: func(g *runtime.Game) {
	sceneflow.Of(g).Go(sceneflow.Change{Scene: "town", Transition: sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 0.5}})
}}

// TestTransitionAtAnyFrameRate: a half-second fade asked for in step 5 at 60
// steps a second covers for 15 steps, changes the scene at the beginning of
// step 21 and uncovers until step 35, with the gameplay paused from step 6
// to 35 (so 30 of the first 60 steps are gameplay, and game time is half a
// second), at 30, 60 and 144 frames a second alike. The cover drawn between
// steps rises and falls without a jump.
func TestTransitionAtAnyFrameRate(t *testing.T) {
	for _, fps := range []int{30, 60, 144} {
		g, h := play(t, "field", fadeAt5)
		var amounts []float64
		for g.Clock().Tick() < 60 {
			g.Advance(time.Second / time.Duration(fps))
			if c, ok := sceneflow.Of(g).Cover(g.Clock().Blend()); ok {
				amounts = append(amounts, c.Amount)
			}
		}
		got := fmt.Sprintf("started %v, gameplay steps %d of %d, now %v", h.started, h.gameplay, g.Clock().Tick(), g.Clock().Now())
		if want := "started [town@21], gameplay steps 30 of 60, now 500ms"; got != want {
			t.Errorf("%d fps: %s\nwant %s", fps, got, want)
		}
		checkRiseFall(t, fps, amounts)
	}
}

// TestCoverBetweenSteps: the cover of that fade, drawn at a step and a
// blend: k/15 of the way rising, full from the end of step 20 to the
// beginning of step 21 (the first frame of the town is fully covered), then
// falling by 1/15 a step; nothing after step 35 has been drawn.
func TestCoverBetweenSteps(t *testing.T) {
	g, _ := play(t, "field", fadeAt5)
	type at struct {
		tick  griff.Tick
		blend float64
	}
	want := map[at]string{
		{5, 0.5}: "none", {6, 0}: "0.000 coming", {6, 1}: "0.067 coming", {13, 0.5}: "0.500 coming",
		{20, 1}: "1.000 coming", {21, 0}: "1.000 leaving", {21, 0.5}: "0.967 leaving", {28, 0.5}: "0.500 leaving",
		{35, 0}: "0.067 leaving", {35, 1}: "0.000 leaving", {36, 0.5}: "none",
	}
	for range 40 {
		g.Step()
		for _, b := range []float64{0, 0.5, 1} {
			w, ok := want[at{g.Clock().Tick(), b}]
			if !ok {
				continue
			}
			got := "none"
			if c, ok := sceneflow.Of(g).Cover(b); ok {
				got = fmt.Sprintf("%.3f coming", c.Amount)
				if c.Leaving {
					got = fmt.Sprintf("%.3f leaving", c.Amount)
				}
			}
			if got != w {
				t.Errorf("after step %d at blend %v: cover %s, want %s", g.Clock().Tick(), b, got, w)
			}
		}
	}
}

// checkRiseFall checks that amounts rise to nearly 1 and fall, by at most
// two steps' worth (2/15) from frame to frame.
func checkRiseFall(t *testing.T, fps int, amounts []float64) {
	t.Helper()
	peak := 0
	for i, a := range amounts {
		if a > amounts[peak] {
			peak = i
		}
		if i > 0 && math.Abs(a-amounts[i-1]) > 2.0/15+1e-9 {
			t.Errorf("%d fps: the cover jumps from %v to %v", fps, amounts[i-1], a)
		}
	}
	if amounts[peak] < 0.9 {
		t.Errorf("%d fps: the cover peaks at %v, want nearly 1", fps, amounts[peak])
	}
	for i := 1; i < len(amounts); i++ {
		if (i <= peak && amounts[i] < amounts[i-1]) || (i > peak && amounts[i] > amounts[i-1]) {
			t.Errorf("%d fps: the cover goes %v then %v at frame %d (peak at %d)", fps, amounts[i-1], amounts[i], i, peak)
		}
	}
	if n := len(amounts); n < 10 {
		t.Errorf("%d fps: %d frames drew a cover", fps, n)
	}
}

// TestCarriedValuesArrive: the coins Griff.Carry names go to the player of
// the next scene; the gems it does not name stay as the new scene has them.
func TestCarriedValuesArrive(t *testing.T) {
	g, _ := play(t, "town", nil)
	wallet(g).Coins, wallet(g).Gems = 7, 9
	sceneflow.Of(g).Change("field")
	g.Step()
	if got := *wallet(g); g.Scene().Name() != "field" || got != (Wallet{Coins: 7, Gems: 5}) {
		t.Errorf("in %s the player has %+v, want field and {Coins:7 Gems:5}", g.Scene().Name(), got)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// leaveAndReturn plays the town, changes it (moves the box, spawns a cart,
// destroys nothing else, 3 coins), goes to the field, runs between (given
// the game in the field, it returns the game to go on with) and comes back
// by the field's exit; it returns what the town is like then.
func leaveAndReturn(t *testing.T, between func(*runtime.Game) *runtime.Game) string {
	t.Helper()
	g, _ := play(t, "town", nil)
	g.Step()
	g.Scene().Find("Box").Transform().SetPosition(griff.V(77, 88))
	g.Scene().NewEntity("Cart", nil).Transform().SetPosition(griff.V(1, 2))
	wallet(g).Coins = 3
	sceneflow.Of(g).Change("field")
	g.Step()
	if got := fmt.Sprint(sceneflow.Of(g).Remembered()); got != "[town]" {
		t.Errorf("remembered %s after leaving the town, want [town]", got)
	}
	g = between(g)
	wallet(g).Coins = 11
	exit := g.Scene().Find("Exit")
	messages.Of(g).Send(nil, messages.Entity(exit), "go")
	for range 40 {
		g.Step()
	}
	sc := g.Scene()
	var coins any = "no wallet"
	if w := wallet(g); w != nil {
		coins = *w
	}
	return fmt.Sprintf("%s: box %v, cart %v, player %v with %+v, remembered %v, %d entities, problems %v",
		sc.Name(), where(sc, "Box"), where(sc, "Cart"), where(sc, "Player"), coins, sceneflow.Of(g).Remembered(), sc.Len(), g.Problems().List())
}

// where returns the position of the entity named name, or "missing".
func where(sc *scenes.Scene, name string) any {
	for e := range sc.Walk() {
		if e.Name() == name {
			return e.Transform().Position()
		}
	}
	return "missing"
}

// TestRememberedSceneAsLeft: coming back to the remembered town finds the
// box where it was moved and the cart that was made; the player arrives at
// the gate (inside the scaled walls: (-40,0) + 2·(5,10)) with the coins it
// carried; the town is no longer kept while it is played. A save to a file
// while in the field, loaded into a new game playing another scene, changes
// nothing.
func TestRememberedSceneAsLeft(t *testing.T) {
	want := "town: box [77 88], cart [1 2], player [-30 20] with {Coins:11 Gems:1}, remembered [], 6 entities, problems []"
	if got := leaveAndReturn(t, func(g *runtime.Game) *runtime.Game { return g }); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	saved := func(g *runtime.Game) *runtime.Game {
		file := filepath.Join(t.TempDir(), "save.griffsnap")
		if err := g.WriteSnapshotFile(file); err != nil {
			t.Fatal(err)
		}
		h, _ := play(t, "pit", nil)
		if err := h.RestoreFile(file); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(sceneflow.Of(h).Remembered()); got != "[town]" {
			t.Errorf("remembered %s after a load, want [town]", got)
		}
		return h
	}
	if got := leaveAndReturn(t, saved); got != want {
		t.Errorf("after a save and a load:\ngot  %s\nwant %s", got, want)
	}
}

// TestExitTouched: the player falls into the pit's hole, an exit only it
// uses (the crate falling beside it does not): a 0.2 s wipe (12 steps) takes
// it to the field's door.
func TestExitTouched(t *testing.T) {
	g, h := play(t, "pit", nil)
	var wipe sceneflow.Cover
	for range 120 {
		g.Step()
		if c, ok := sceneflow.Of(g).Cover(0.5); ok && wipe.Amount == 0 {
			wipe = c
		}
	}
	if got := fmt.Sprint(h.started, " player ", g.Scene().Find("Player").Transform().Position()); !strings.HasPrefix(got, "[field@") || !strings.HasSuffix(got, "player [100 40]") {
		t.Errorf("got %s, want the field with the player at the door [100 40]", got)
	}
	if wipe.Kind != sceneflow.KindWipe || wipe.Direction != sceneflow.DirDown || wipe.Color != (griff.Color{A: 1}) {
		t.Errorf("the wipe drew %+v, want a black wipe down", wipe)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// TestBadInputWarns: mistakes in what a change asks for warn in the problem
// log, naming what the warning is about, and the game goes on.
func TestBadInputWarns(t *testing.T) {
	fade := sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 0.1}
	tests := []struct {
		name  string
		start string
		ask   func(g *runtime.Game)
		scene string // where the game is after it
		want  string // in a problem
	}{
		{"unknown scene", "town", func(g *runtime.Game) { sceneflow.Of(g).Go(sceneflow.Change{Scene: "nowhere", Transition: fade}) },
			"town", `cannot change to scene "nowhere"`},
		{"unknown spot", "town", func(g *runtime.Game) {
			sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Spot: "dor", Traveller: "Player"})
		}, "field", `scene "field" has no Griff.Spot named "dor" (did you mean "door"?)`},
		{"unknown traveller", "town", func(g *runtime.Game) {
			sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Spot: "door", Traveller: "Hero"})
		}, "field", `scene "field" has no entity named "Hero"`},
		{"unknown carried field", "town", func(g *runtime.Game) {
			scenes.Get[sceneflow.Carry](g.Scene().Find("Player")).Fields = []string{"Test.Wallet.coin", "Test.Purse.coins", "coins", "Griff.Spot.name"}
			sceneflow.Of(g).Change("field")
		}, "field", `Test.Wallet saves no field "coin" (did you mean "coins"?)|no component is saved as "Test.Purse"|"coins" is not "Component.field"|the entity has no Griff.Spot`},
		{"no one to carry to", "field", func(g *runtime.Game) {
			g.Scene().Find("Player").SetName("Stranger")
			sceneflow.Of(g).Change("town")
		}, "town", `scene "town" has no entity named "Stranger" to carry Test.Wallet.coins to`},
		{"NaN seconds", "town", func(g *runtime.Game) {
			sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Transition: sceneflow.Transition{Kind: sceneflow.KindWipe, Seconds: math.NaN()}})
		}, "field", "transition seconds is NaN"},
		{"too long", "town", func(g *runtime.Game) {
			sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Transition: sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 1e9}})
		}, "town", "longer than 10 s"},
		{"during a transition", "town", func(g *runtime.Game) {
			sceneflow.Of(g).Go(sceneflow.Change{Scene: "field", Transition: fade})
			sceneflow.Of(g).Change("pit")
		}, "field", `cannot change to scene "pit": a transition to "field" is under way`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := play(t, tt.start, map[griff.Tick]func(*runtime.Game){2: tt.ask})
			for range 20 {
				g.Step()
			}
			var msgs []string
			for _, p := range g.Problems().List() {
				msgs = append(msgs, p.String())
			}
			all := strings.Join(msgs, "\n")
			for _, w := range strings.Split(tt.want, "|") {
				if !strings.Contains(all, w) {
					t.Errorf("problems %q do not say %q", all, w)
				}
			}
			if g.Scene().Name() != tt.scene {
				t.Errorf("the game plays %q, want %q", g.Scene().Name(), tt.scene)
			}
		})
	}
}

// TestSnapshotMidTransition: a game saved in the middle of a fade, with a
// remembered scene, plays on after a restore into a new game to the same
// state as the game it was saved from.
func TestSnapshotMidTransition(t *testing.T) {
	g, _ := play(t, "town", nil)
	g.Step()
	sceneflow.Of(g).Change("field")
	g.Step()
	messages.Of(g).Send(nil, messages.Entity(g.Scene().Find("Exit")), "go")
	for range 10 {
		g.Step()
	}
	if !sceneflow.Of(g).Changing() || g.Scene().Name() != "field" {
		t.Fatalf("after 10 steps: changing %v in %s, want a fade still in the field", sceneflow.Of(g).Changing(), g.Scene().Name())
	}
	data, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := play(t, "pit", nil)
	if err := h.Restore(data); err != nil {
		t.Fatal(err)
	}
	if gc, _ := sceneflow.Of(g).Cover(0.25); fmt.Sprint(sceneflow.Of(h).Cover(0.25)) != fmt.Sprint(gc, true) {
		t.Errorf("restored cover %v, want %v", fmt.Sprint(sceneflow.Of(h).Cover(0.25)), gc)
	}
	for range 30 {
		g.Step()
		h.Step()
	}
	if g.Scene().Name() != "town" || g.Fingerprint() != h.Fingerprint() {
		t.Errorf("in %s and %s the games differ: %v", g.Scene().Name(), h.Scene().Name(), runtime.DiffState(g.StateDigest(), h.StateDigest(), 5))
	}
}

// pauser pauses the gameplay while on is set, as a pause menu does.
type pauser struct{ on bool }

func (*pauser) Name() string                        { return "Pauser" }
func (*pauser) Setup(*runtime.Game) error           { return nil }
func (p *pauser) PausesGameplay(*runtime.Game) bool { return p.on }

// TestChangeWhilePaused: a pause menu can change scene while the gameplay is
// paused (with a cut, and with a fade, which runs its steps while paused);
// no gameplay step runs meanwhile.
func TestChangeWhilePaused(t *testing.T) {
	p := &pauser{on: true}
	h := &hook{}
	g := newGame(t, world, "town", h, p)
	g.Step()
	sceneflow.Of(g).Change("field")
	g.Step()
	sceneflow.Of(g).Go(sceneflow.Change{Scene: "town", Spot: "gate", Traveller: "Player", Transition: sceneflow.Transition{Kind: sceneflow.KindWipe, Seconds: 0.1}})
	for range 10 {
		g.Step()
	}
	got := fmt.Sprintf("%v, gameplay steps %d, changing %v, player %v", h.started, h.gameplay, sceneflow.Of(g).Changing(), where(g.Scene(), "Player"))
	if want := "[field@2 town@6], gameplay steps 0, changing false, player [-30 20]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestCarryInventory: what a hero holds goes with it when its Griff.Carry
// names Griff.Inventory.held, replacing what the next scene's file gives it.
func TestCarryInventory(t *testing.T) {
	files := sceneMap{
		"a": `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Hero","components":{
			"Griff.Inventory":{"start":"3 Gold, Brass Key"},"Griff.Carry":{"fields":["Griff.Inventory.held"]}}}]}`,
		"b": `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Hero","components":{"Griff.Inventory":{"start":"1 Rope"}}}]}`,
	}
	g := newGame(t, files, "a")
	g.Step()
	sceneflow.Of(g).Change("b")
	g.Step()
	g.Step()
	if got := items.Of(g).Inventory(g.Scene().Find("Hero")).Held.String(); g.Scene().Name() != "b" || got != "3 Gold, 1 Brass Key" {
		t.Errorf("in %s the hero holds %q, want b and \"3 Gold, 1 Brass Key\"; problems %v", g.Scene().Name(), got, g.Problems().List())
	}
}
