package platformer

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// floorLevel is a flat floor (top at y 224) with a wall at each end.
var floorLevel = []string{
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"################################",
}

// runRight makes a game on rows with the player at column 2 holding right from
// step 1, after build adds more.
func runRight(t *testing.T, rows []string, loader sceneflow.Loader, build func(s *scenes.Scene)) *runtime.Game {
	t.Helper()
	return newCodeGame(t, hold("right", 1, 0), loader, func(s *scenes.Scene) {
		addWalls(s, rows...)
		addPlayer(s, cellCenter(2, 6), 400)
		build(s)
	})
}

func TestPickupCountsAndDestroysCoin(t *testing.T) {
	var coin, key *scenes.Entity
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		coin = addCoin(s, "Coin", cellCenter(5, 6))
		key = addKey(s, "Key", "red", cellCenter(7, 6))
	})
	steps(g, 90)
	inv := get[items.Inventory](t, g, "Player")
	if inv.Count(ItemCoin) != 1 || inv.Count("red") != 1 || len(inv.Held) != 2 {
		t.Errorf("inventory %+v, want 1 coin and the key red", *inv)
	}
	if coin.Alive() || key.Alive() {
		t.Errorf("coin alive %v, key alive %v; want both destroyed", coin.Alive(), key.Alive())
	}
}

func TestTouchDamageInvulnerabilityKnockback(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		e := entityAt(s, "Spikes", cellCenter(8, 6))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(32, 32)}})
		scenes.Add(e, Damage{Amount: 1})
	})
	h, p := get[Health](t, g, "Player"), get[Player](t, g, "Player")
	var hits []griff.Tick
	for tick := griff.Tick(1); tick <= 400 && h.Deaths == 0; tick++ {
		g.Step()
		if len(hits) < h.Hits {
			hits = append(hits, tick)
			if h.Deaths == 0 && (p.Velocity[0] >= 0 || p.Velocity[1] >= 0 || h.Stunned <= 0 || h.Invulnerable <= 0) {
				t.Errorf("hit %d at step %d: velocity %v, stunned %v, invulnerable %v; want knocked left and up, stunned, invulnerable",
					h.Hits, tick, p.Velocity, h.Stunned, h.Invulnerable)
			}
			if h.HP != 3-h.Hits && h.Deaths == 0 {
				t.Errorf("after hit %d: %d hit points, want %d", h.Hits, h.HP, 3-h.Hits)
			}
		}
	}
	if len(hits) != 3 || h.Deaths != 1 || h.HP != 3 {
		t.Fatalf("hits at steps %v, %d deaths, %d hit points; want 3 hits, then a respawn with 3", hits, h.Deaths, h.HP)
	}
	// Walking back into the spikes, the player is hurt again as soon as the
	// invulnerability window (1 s, 60 steps) is over, not before.
	for i := 1; i < len(hits); i++ {
		if d := hits[i] - hits[i-1]; d < 60 || d > 75 {
			t.Errorf("hit %d came %d steps after the one before, want 60 to 75 (invulnerable for 60)", i+1, d)
		}
	}
	if at := pos(t, g, "Player"); at != cellCenter(2, 6) {
		t.Errorf("respawned at %v, want the start %v", at, cellCenter(2, 6))
	}
}

func TestStompDestroysEnemy(t *testing.T) {
	var enemy *scenes.Entity
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		addWalls(s, floorLevel...)
		addPlayer(s, cellCenter(5, 2), 400)
		enemy = entityAt(s, "Enemy", cellCenter(5, 6))
		scenes.Add(enemy, physics.Collider{Shapes: []physics.Shape{physics.Box(24, 24)}})
		scenes.Add(enemy, Damage{Stompable: true})
	})
	p, h := get[Player](t, g, "Player"), get[Health](t, g, "Player")
	for range 60 {
		g.Step()
		if !enemy.Alive() {
			break
		}
	}
	if enemy.Alive() || h.Hits != 0 || p.Velocity[1] > -300 {
		t.Errorf("after landing on it: enemy alive %v, %d hits, velocity %v; want it destroyed, no hit, a bounce up",
			enemy.Alive(), h.Hits, p.Velocity)
	}
}

// pitLevel has a pit at columns 12 to 14.
var pitLevel = []string{
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"############...#################",
}

func TestCheckpointRespawn(t *testing.T) {
	g := runRight(t, pitLevel, nil, func(s *scenes.Scene) {
		addCheckpoint(s, "Checkpoint", cellCenter(6, 6))
	})
	r, h := get[Respawn](t, g, "Player"), get[Health](t, g, "Player")
	for range 300 {
		g.Step()
		if r.Respawns > 0 {
			break
		}
	}
	if r.Respawns != 1 || h.Deaths != 1 {
		t.Fatalf("%d respawns, %d deaths, want 1 each after falling into the pit", r.Respawns, h.Deaths)
	}
	if at, want := pos(t, g, "Player"), cellCenter(6, 6); at != want || !get[Checkpoint](t, g, "Checkpoint").Reached {
		t.Errorf("respawned at %v, want the checkpoint %v (reached)", at, want)
	}
	if v := get[physics.Body](t, g, "Player").Velocity; v != (griff.Vec{}) {
		t.Errorf("velocity after respawn %v, want 0", v)
	}
}

func TestKeyOpensDoor(t *testing.T) {
	for _, withKey := range []bool{true, false} {
		var door *scenes.Entity
		g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
			if withKey {
				addKey(s, "Key", "gold", cellCenter(5, 6))
			}
			door = addDoor(s, "Door", "gold", 10, 5)
		})
		steps(g, 180)
		d := get[switches.Door](t, g, "Door")
		x := pos(t, g, "Player")[0]
		doorX := door.Transform().Position()[0]
		switch {
		case withKey && (!d.Open || door.Active() || x < doorX+32 || get[items.Inventory](t, g, "Player").Count("gold") != 0):
			t.Errorf("with the key: door open %v, active %v, player x %.1f; want open, inactive, player past %.0f, key used",
				d.Open, door.Active(), x, doorX)
		case !withKey && (d.Open || !door.Active() || x > doorX-16-12+1):
			t.Errorf("without the key: door open %v, player x %.1f; want closed, player stopped before %.0f", d.Open, x, doorX-28)
		}
	}
}

func TestSwitchOpensDoor(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		addSwitch(s, "Switch", "Gate", cellCenter(5, 6))
		addDoor(s, "Gate", "", 10, 5)
	})
	steps(g, 10)
	if sw := get[switches.Switch](t, g, "Switch"); sw.On || get[switches.Door](t, g, "Gate").Open {
		t.Fatalf("after 10 steps: switch pressed %v, gate open %v; want neither yet", sw.On, get[switches.Door](t, g, "Gate").Open)
	}
	steps(g, 170)
	if sw, d := get[switches.Switch](t, g, "Switch"), get[switches.Door](t, g, "Gate"); !sw.On || !d.Open {
		t.Errorf("switch pressed %v, gate open %v; want both", sw.On, d.Open)
	}
	if x := pos(t, g, "Player")[0]; x < 11*tileSize {
		t.Errorf("player x %.1f, want past the gate (%d)", x, 11*tileSize)
	}
}

// TestSwitchFiresWire: a platformer's switch sends its door the message
// "open", and its output "on" fires a wire that turns another Griff.Switch (a
// lamp) on.
func TestSwitchFiresWire(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		sw := addSwitch(s, "Switch", "Gate", cellCenter(5, 6))
		scenes.Add(sw, messages.Wires{Links: []messages.Wire{{When: "on", Send: "on", To: "Lamp"}}})
		gate := entityAt(s, "Gate", cellCenter(10, 5).Add(griff.V(0, tileSize/2)))
		scenes.Add(gate, physics.Collider{Shapes: []physics.Shape{physics.Box(tileSize, 2*tileSize)}})
		scenes.Add(gate, switches.Door{})
		scenes.Add(s.NewEntity("Lamp", nil), switches.Switch{})
	})
	steps(g, 180)
	sw, d, lamp := get[switches.Switch](t, g, "Switch"), get[switches.Door](t, g, "Gate"), get[switches.Switch](t, g, "Lamp")
	if !sw.On || !d.Open || g.Scene().Find("Gate").Active() || !lamp.On {
		t.Errorf("switch pressed %v, gate open %v (active %v), lamp on %v; want pressed, open (inactive), on",
			sw.On, d.Open, g.Scene().Find("Gate").Active(), lamp.On)
	}
	if x := pos(t, g, "Player")[0]; x < 11*tileSize {
		t.Errorf("player x %.1f, want past the gate (%d)", x, 11*tileSize)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// namedScenes makes empty scenes named as asked.
type namedScenes struct{}

func (namedScenes) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	return scenes.NewScene(name, problems), nil
}

func TestGoalChangesScene(t *testing.T) {
	g := runRight(t, floorLevel, namedScenes{}, func(s *scenes.Scene) {
		addGoal(s, "level9", 8, 5)
	})
	for range 200 {
		g.Step()
		if g.Scene().Name() != "" {
			break
		}
	}
	if got := g.Scene().Name(); got != "level9" {
		t.Errorf("scene %q after the player reached the goal, want level9", got)
	}
	// A goal with no next scene completes the game and keeps the scene.
	g = runRight(t, floorLevel, namedScenes{}, func(s *scenes.Scene) { addGoal(s, "", 8, 5) })
	steps(g, 200)
	if gl := get[Goal](t, g, "Goal"); !gl.Reached || g.Scene().Name() != "" {
		t.Errorf("last goal: reached %v, scene %q; want reached, same scene", gl.Reached, g.Scene().Name())
	}
}

func TestTriggerActions(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		e := entityAt(s, "Zone", cellCenter(6, 6))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(32, 32))}})
		scenes.Add(e, Trigger{OnEnter: []string{"deactivate:Lamp", "activate:Bridge", "explode"},
			OnExit: []string{"activate:Lamp", "destroy"}})
		s.NewEntity("Lamp", nil)
		s.NewEntity("Bridge", nil).SetActive(false)
	})
	lamp, bridge, zone := g.Scene().Find("Lamp"), g.Scene().Find("Bridge"), g.Scene().Find("Zone")
	inside := false
	for range 200 {
		g.Step()
		if tr := scenes.Get[Trigger](zone); tr != nil && tr.Inside > 0 && !inside {
			inside = true
			if lamp.Active() || !bridge.Active() {
				t.Errorf("on entering: lamp active %v, bridge active %v; want false, true", lamp.Active(), bridge.Active())
			}
		}
	}
	if !inside || !lamp.Active() || zone.Alive() {
		t.Errorf("entered %v; after leaving: lamp active %v, zone alive %v; want entered, lamp on, zone destroyed",
			inside, lamp.Active(), zone.Alive())
	}
	found := false
	for _, pr := range g.Problems().List() {
		found = found || strings.Contains(pr.String(), `unknown action "explode"`)
	}
	if !found {
		t.Errorf("problems %v, want one about the unknown action explode", g.Problems().List())
	}
}

func TestKillLine(t *testing.T) {
	g := newCodeGame(t, []input.Event{}, nil, func(s *scenes.Scene) {
		addPlayer(s, griff.V(50, 0), 300)
	})
	r := get[Respawn](t, g, "Player")
	for range 120 {
		g.Step()
		if r.Respawns > 0 {
			break
		}
	}
	if at := pos(t, g, "Player"); r.Respawns != 1 || math.Abs(at[1]) > 1e-9 {
		t.Errorf("falling with no floor: %d respawns, at %v; want 1, back at y 0", r.Respawns, at)
	}
}

func TestCoinsCarriedToNextScene(t *testing.T) {
	g := runRight(t, floorLevel, templateScenes{}, func(s *scenes.Scene) {
		addCoin(s, "Coin1", cellCenter(4, 6))
		addCoin(s, "Coin2", cellCenter(5, 6))
		addGoal(s, "level2", 8, 5)
	})
	var is *interactSystem
	for _, sys := range g.Systems() {
		if x, ok := sys.(*interactSystem); ok {
			is = x
		}
	}
	for range 200 {
		g.Step()
		if gl := scenes.Get[Goal](g.Scene().Find("Goal")); gl != nil && gl.Reached {
			break
		}
	}
	if b, err := is.SaveState(); err != nil || string(b) != `{"coins":2,"pending":true}` {
		t.Errorf("state after reaching the goal: %s, %v; want the 2 coins pending", b, err)
	}
	g.Step()
	if got := get[items.Inventory](t, g, "Player").Count(ItemCoin); g.Scene().Name() != "level2" || got != 2 {
		t.Errorf("scene %s, player has %d coins; want level2 with the 2 coins carried", g.Scene().Name(), got)
	}
	if b, _ := is.SaveState(); string(b) != `{"coins":0,"pending":false}` {
		t.Errorf("state after the change: %s, want nothing pending", b)
	}
}

// TestOnlyPlayersAndCratesPressSwitches: a platformer's switch (PressedBy
// SwitchPressers) is pressed by a crate dropped on it but not by a patrol
// walking over it, as before switches moved into the core; a core switch
// with no PressedBy is pressed by the patrol too.
func TestOnlyPlayersAndCratesPressSwitches(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		addWalls(s, floorLevel...)
		scenes.Get[Patrol](addEnemy(s, "Enemy", cellCenter(5, 6))).Direction = -1
		addSwitch(s, "ByPatrol", "Nothing", cellCenter(4, 6))
		core := addSwitch(s, "Core", "Nothing", cellCenter(3, 6))
		scenes.Get[switches.Switch](core).PressedBy = nil
		addCrate(s, "Crate", cellCenter(20, 5))
		addSwitch(s, "ByCrate", "Nothing", cellCenter(20, 6))
		s.NewEntity("Nothing", nil)
	})
	for range 150 {
		g.Step()
	}
	if x := pos(t, g, "Enemy")[0]; x > cellCenter(3, 6)[0]-16 {
		t.Fatalf("the patrol is at x %.1f, not yet past the switches", x)
	}
	got := [3]bool{get[switches.Switch](t, g, "ByPatrol").On, get[switches.Switch](t, g, "Core").On, get[switches.Switch](t, g, "ByCrate").On}
	if want := [3]bool{false, true, true}; got != want {
		t.Errorf("pressed (by the patrol, core by the patrol, by the crate) %v, want %v", got, want)
	}
}

// TestHeartHeals: a pickup giving the item Heart heals a hurt player one hit
// point per heart, up to Max, as soon as it is taken, and leaves no heart in
// the inventory.
func TestHeartHeals(t *testing.T) {
	g := runRight(t, floorLevel, nil, func(s *scenes.Scene) {
		e := entityAt(s, "Heart", cellCenter(5, 6))
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Circle(8))}})
		scenes.Add(e, items.Pickup{Items: "2 " + ItemHeart})
	})
	g.Step()
	h := get[Health](t, g, "Player")
	h.HP = 1
	steps(g, 90)
	if inv := get[items.Inventory](t, g, "Player"); h.HP != 3 || inv.Count(ItemHeart) != 0 || g.Scene().Find("Heart") != nil {
		t.Errorf("hp %d, hearts held %d, heart entity %v; want 3, 0, taken", h.HP, inv.Count(ItemHeart), g.Scene().Find("Heart"))
	}
}

// TestGoalTransition: a goal's fade changes the scene half its steps after a
// cut would (the cover is full then), and the scene's gameplay is paused
// while it is under way.
func TestGoalTransition(t *testing.T) {
	changeAfter := func(tr sceneflow.Transition) (reached, changed int) {
		g := runRight(t, floorLevel, namedScenes{}, func(s *scenes.Scene) {
			addGoal(s, "level9", 8, 5)
		})
		gl := scenes.Get[Goal](g.Scene().Find("Goal"))
		gl.Transition = tr
		for i := 1; i <= 300 && changed == 0; i++ {
			g.Step()
			if g.Scene().Name() == "level9" {
				changed = i
			} else if reached == 0 && gl.Reached {
				reached = i
			}
		}
		return reached, changed
	}
	r0, c0 := changeAfter(sceneflow.Transition{})
	r1, c1 := changeAfter(sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 0.5})
	if r0 == 0 || r0 != r1 || c0 == 0 || c1 == 0 {
		t.Fatalf("goal reached in steps %d and %d, scene changed in %d and %d; want both reached in the same step and changed", r0, r1, c0, c1)
	}
	t.Logf("cut: reached %d changed %d; fade: changed %d", r0, c0, c1)
	if got, want := c1-c0, 15; got != want {
		t.Errorf("a 0.5 s fade changes the scene %d steps after a cut, want %d (half of 30 steps at 60 a second)", got, want)
	}
}
