package switches_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// level is a light beam (a trigger) that rings a bell while something is
// in it, a floor with a switch (a sensor) that a crate falls on, a door the
// switch opens, a lamp (a switch turned on by a wire from the door's output
// "opened"), a locked gate and a hero holding its key, standing in it.
const level = `{"format": 1, "nextId": 10, "entities": [
	{"id": 8, "name": "Beam", "transform": {"position": [0, 40]}, "components": {
		"Griff.Body": {"kind": "static"}, "Griff.Collider": {"shapes": [{"size": [40, 4], "sensor": true}]},
		"Griff.Trigger": {}, "Griff.Wires": {"links": [{"when": "enter", "send": "on", "to": "Bell"}, {"when": "exit", "send": "off", "to": "Bell"}]}}},
	{"id": 9, "name": "Bell", "components": {"Griff.Switch": {}}},
	{"id": 1, "name": "Floor", "transform": {"position": [0, 100]}, "components": {
		"Griff.Body": {"kind": "static"}, "Griff.Collider": {"shapes": [{"size": [400, 20]}]}}},
	{"id": 2, "name": "Plate", "transform": {"position": [0, 85]}, "components": {
		"Griff.Body": {"kind": "static"}, "Griff.Collider": {"shapes": [{"size": [40, 10], "sensor": true}]},
		"Griff.Switch": {"targets": ["Door"]}}},
	{"id": 3, "name": "Crate", "transform": {"position": [0, 0]}, "components": {
		"Griff.Body": {}, "Griff.Collider": {"shapes": [{"size": [16, 16]}]}}},
	{"id": 4, "name": "Door", "transform": {"position": [150, 60]}, "components": {
		"Griff.Body": {"kind": "static"}, "Griff.Collider": {"shapes": [{"size": [16, 60]}]},
		"Griff.Door": {}, "Griff.Wires": {"links": [{"when": "opened", "send": "on", "to": "Lamp"}]}}},
	{"id": 5, "name": "Lamp", "components": {"Griff.Switch": {}}},
	{"id": 6, "name": "Gate", "transform": {"position": [-150, 60]}, "components": {
		"Griff.Body": {"kind": "static"}, "Griff.Collider": {"shapes": [{"size": [16, 60]}]},
		"Griff.Door": {"key": "Brass Key", "consume": true}}},
	{"id": 7, "name": "Hero", "transform": {"position": [-136, 80]}, "components": {
		"Griff.Body": {}, "Griff.Collider": {"shapes": [{"size": [16, 16]}]},
		"Griff.Inventory": {"start": "Brass Key, 3 Gold"}}}]}`

type oneScene string

func (s oneScene) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	return scenes.ReadScene(name, []byte(s), p)
}

func newGame(t *testing.T, scene string) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{Scenes: oneScene(scene), StartScene: "level"})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func state(g *runtime.Game) string {
	sc := g.Scene()
	door, gate := scenes.Get[switches.Door](sc.Find("Door")), scenes.Get[switches.Door](sc.Find("Gate"))
	return fmt.Sprintf("plate %v, door %v (active %v), lamp %v, gate %v, hero %q",
		scenes.Get[switches.Switch](sc.Find("Plate")).On, door.Open, sc.Find("Door").Active(),
		scenes.Get[switches.Switch](sc.Find("Lamp")).On, gate.Open,
		items.Of(g).Inventory(sc.Find("Hero")).Held.String())
}

// TestCrateOpensDoor: the crate falls on the plate, which opens the door,
// whose output turns the lamp on; the hero's key opens the gate and is used
// up. Before the crate lands, nothing is open but the gate.
func TestCrateOpensDoor(t *testing.T) {
	g := newGame(t, level)
	for range 3 {
		g.Step()
	}
	if got, want := state(g), `plate false, door false (active true), lamp false, gate true, hero "3 Gold"`; got != want {
		t.Errorf("after 3 steps: %s\nwant %s", got, want)
	}
	for range 60 {
		g.Step()
	}
	if got, want := state(g), `plate true, door true (active false), lamp true, gate true, hero "3 Gold"`; got != want {
		t.Errorf("after 63 steps: %s\nwant %s", got, want)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// TestDoorMessages: a door closes and opens by message, even while inactive,
// and "toggle" turns a switch over.
func TestDoorMessages(t *testing.T) {
	g := newGame(t, level)
	g.Step()
	sc, msgs := g.Scene(), messages.Of(g)
	msgs.Send(nil, messages.Entity(sc.Find("Door")), "open")
	msgs.Send(nil, messages.Entity(sc.Find("Door")), "close")
	msgs.Send(nil, messages.Entity(sc.Find("Lamp")), "toggle")
	// The door's "opened" turned the lamp on through the wire; the toggle
	// turns it off.
	if got, want := state(g), `plate false, door false (active true), lamp false, gate true, hero "3 Gold"`; got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
}

// TestTargetsChecked: a switch target that finds nothing, an empty one and
// one that hears neither "open" nor "close" (the crate) warn once each when
// the scene starts, naming the entity and Griff.Switch; so does a door key
// written with an amount.
func TestTargetsChecked(t *testing.T) {
	bad := strings.Replace(level, `"targets": ["Door"]`, `"targets": ["Dor", "", "Crate"]`, 1)
	bad = strings.Replace(bad, `"key": "Brass Key"`, `"key": "2 Brass Key"`, 1)
	g := newGame(t, bad)
	for range 70 {
		g.Step()
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.String())
	}
	text := strings.Join(got, "\n")
	if !strings.Contains(text, `Gate#6: Griff.Door: key "2 Brass Key" is not one item's name`) {
		t.Errorf("no warning about the gate's key in:\n%s", text)
	}
	got = slices.DeleteFunc(got, func(p string) bool { return strings.Contains(p, "Gate") })
	text = strings.Join(got, "\n")
	if len(got) != 4 || strings.Count(text, "Plate") != 4 || strings.Count(text, "Griff.Switch") != 4 || !strings.Contains(text, `"Dor"`) ||
		!strings.Contains(text, `Crate#3 does not hear the message "open"`) || !strings.Contains(text, `Crate#3 does not hear the message "close"`) {
		t.Errorf("problems:\n%s\nwant four, naming Plate, Griff.Switch, \"Dor\" and the crate's open and close", text)
	}
}

// TestMisspeltKeyWarns: a door whose key is close to an item the scene holds
// but is not it warns with the near name; a key nothing in the scene holds
// and nothing is near (it may come from another scene) does not warn.
func TestMisspeltKeyWarns(t *testing.T) {
	for _, c := range []struct{ key, want string }{
		{"Brass Kye", `Gate#6: Griff.Door: key "Brass Kye": no inventory or pickup in the scene holds it (did you mean "Brass Key"?)`},
		{"Crystal Skull", ""},
		{"Brass Key", ""},
	} {
		g := newGame(t, strings.Replace(level, `"key": "Brass Key"`, `"key": "`+c.key+`"`, 1))
		g.Step()
		var doors []string
		for _, p := range g.Problems().List() {
			if strings.Contains(p.String(), "Griff.Door") {
				doors = append(doors, p.String())
			}
		}
		if c.want == "" && len(doors) != 0 || c.want != "" && (len(doors) != 1 || !strings.HasSuffix(doors[0], c.want)) {
			t.Errorf("key %q: door problems %q, want %q", c.key, doors, c.want)
		}
	}
}

// TestSnapshotMidFall: a snapshot while the crate falls restores and plays on
// to the same fingerprint, with the door opened after the restore.
func TestSnapshotMidFall(t *testing.T) {
	g := newGame(t, level)
	for range 10 {
		g.Step()
	}
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		g.Step()
	}
	want, wantState := g.Fingerprint(), state(g)
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	for range 60 {
		g.Step()
	}
	if got := g.Fingerprint(); got != want || state(g) != wantState || !strings.Contains(wantState, "lamp true") {
		t.Errorf("after restoring: %s, %s; want %s, %s (lamp on)", got, state(g), want, wantState)
	}
}

// TestTriggerFiresWhileInside: the crate falls through the beam: the bell
// rings from the step it enters to the step it leaves, once.
func TestTriggerFiresWhileInside(t *testing.T) {
	g := newGame(t, level)
	bell := scenes.Get[switches.Switch](g.Scene().Find("Bell"))
	var rang []int
	for i := range 60 {
		g.Step()
		if bell.On {
			rang = append(rang, i)
		}
	}
	tr := scenes.Get[switches.Trigger](g.Scene().Find("Beam"))
	// The crate (16 units) and the beam (4) overlap while the crate's centre
	// is within 10 units of y = 40: from y = 30, reached after about 0.25 s
	// of a fall from rest at 980 units/s² (step 15), to y = 50 (step 18).
	if fmt.Sprint(rang) != "[15 16 17 18]" || tr.Fired != 1 || tr.Inside != 0 || bell.On {
		t.Errorf("bell rang on steps %v, trigger fired %d with %d inside, bell on %v; want [15 16 17 18], 1, 0, false",
			rang, tr.Fired, tr.Inside, bell.On)
	}
}

// TestPressedBy: a plate that only a Griff.Inventory holder presses stays up
// under the crate, one listing Griff.Body goes down, and a name no component
// is saved under warns once, naming the plate and Griff.Switch.
func TestPressedBy(t *testing.T) {
	for _, c := range []struct {
		by   string
		down bool
		warn string
	}{
		{`["Griff.Inventory"]`, false, ""},
		{`["Griff.Inventory", "Griff.Body"]`, true, ""},
		{`["Griff.Bdy"]`, false, `Plate#2: Griff.Switch: pressedBy: no component is saved as "Griff.Bdy" (did you mean "Griff.Body"?)`},
	} {
		g := newGame(t, strings.Replace(level, `"targets": ["Door"]`, `"targets": ["Door"], "pressedBy": `+c.by, 1))
		for range 63 {
			g.Step()
		}
		if on := scenes.Get[switches.Switch](g.Scene().Find("Plate")).On; on != c.down {
			t.Errorf("pressedBy %s: plate down %v, want %v", c.by, on, c.down)
		}
		var got []string
		for _, p := range g.Problems().List() {
			got = append(got, p.String())
		}
		if (c.warn == "" && len(got) != 0) || (c.warn != "" && (len(got) != 1 || !strings.Contains(got[0], c.warn))) {
			t.Errorf("pressedBy %s: problems %q, want %q", c.by, got, c.warn)
		}
	}
}
