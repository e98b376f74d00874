package platformer

import (
	"strconv"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// FuzzFormerComponents reads arbitrary fields saved under the platformer's
// former names of core components: a bad one is an error, never a panic, and
// one that reads saves and reads again to the same component.
func FuzzFormerComponents(f *testing.F) {
	for _, c := range [][2]string{
		{"Platformer.Switch", `{"onPress":["open:Gate"],"onRelease":["close:Gate"],"hold":true,"pressed":true,"on":2}`},
		{"Platformer.Switch", `{"onPress":["destroy:Gate"]}`},
		{"Platformer.Door", `{"key":"gold","consume":true}`},
		{"Platformer.Pickup", `{"kind":"key","key":"red"}`},
		{"Platformer.Pickup", `{"kind":"heart","amount":-3}`},
		{"Platformer.Inventory", `{"coins":7,"keys":["red","red","1"]}`},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, name, fields string) {
		src := `{"entities":[{"id":1,"name":"E","components":{` + strconv.Quote(name) + `:` + fields + `}}]}`
		s, err := scenes.ReadScene("fuzz.json", []byte(src), scenes.NewProblems(nil))
		if err != nil {
			return
		}
		b, err := s.Marshal()
		if err != nil {
			t.Fatalf("Marshal after reading %s: %v", src, err)
		}
		if _, err := scenes.ReadScene("again.json", b, scenes.NewProblems(nil)); err != nil {
			t.Errorf("reading back %s: %v", b, err)
		}
	})
}

// fuzzGame is a small level with one of every component, played for a second
// with input, after one component's saved fields were replaced by data.
func fuzzGame(t testing.TB, actions []string) (*runtime.Game, []any) {
	ev := join(hold("right", 1, 40), hold("jump", 5, 20), hold("left", 40, 0), hold("up", 10, 30), hold("down", 30, 50))
	var comps []any
	g := newCodeGame(t, ev, namedScenes{}, func(s *scenes.Scene) {
		addWalls(s, pitLevel...)
		pl := addPlayer(s, cellCenter(2, 6), 400)
		en := addEnemy(s, "Enemy", cellCenter(5, 6))
		mv := addPlatform(s, "Platform", cellCenter(12, 6), griff.V(0, 0), griff.V(64, 0))
		cr := addCrate(s, "Crate", cellCenter(8, 6))
		co := addCoin(s, "Coin", cellCenter(3, 6))
		ke := addKey(s, "Key", "gold", cellCenter(4, 6))
		dr := addDoor(s, "Door", "gold", 9, 5)
		sw := addSwitch(s, "Switch", "Door", cellCenter(6, 6))
		cp := addCheckpoint(s, "Checkpoint", cellCenter(7, 6))
		gl := addGoal(s, "next", 20, 5)
		tr := addCheckpoint(s, "Zone", cellCenter(3, 5))
		trig := scenes.Add(tr, Trigger{OnEnter: actions, OnExit: actions})
		td := entityAt(s, "Hero", cellCenter(15, 3))
		scenes.Add(td, physicsBody())
		ch := entityAt(s, "Bat", cellCenter(4, 3))
		scenes.Add(ch, physicsBody())
		comps = []any{scenes.Get[Player](pl), scenes.Get[items.Inventory](pl), scenes.Get[Health](pl), scenes.Get[Respawn](pl),
			scenes.Get[Patrol](en), scenes.Get[Damage](en), scenes.Get[PathMover](mv), scenes.Get[Crate](cr),
			scenes.Get[items.Pickup](co), scenes.Get[items.Pickup](ke), scenes.Get[switches.Door](dr), scenes.Get[switches.Switch](sw),
			scenes.Get[Checkpoint](cp), scenes.Get[Goal](gl), trig, scenes.Add(td, TopDown{}), scenes.Add(ch, Chaser{Fly: true})}
	})
	return g, comps
}

// FuzzComponents replaces the saved fields of one component of a small level
// with arbitrary JSON and plays a second: bad data may warn, never panic.
func FuzzComponents(f *testing.F) {
	_, comps := fuzzGame(f, nil)
	for i, c := range comps {
		b, err := scenes.TypeOfValue(c).Encode(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), b)
	}
	f.Add(uint8(0), []byte(`{"input":9}`))
	f.Add(uint8(0), []byte(`{"input":-1,"speed":-5}`))
	f.Add(uint8(4), []byte(`{"reach":1e308,"drop":-1e308,"direction":7}`))
	f.Add(uint8(6), []byte(`{"points":[[1e308,0],[-1e308,1e308]],"speed":-3,"next":99}`))
	f.Add(uint8(2), []byte(`{"max":-4,"hp":-9,"invulnerability":"-9223372036s"}`))
	f.Add(uint8(16), []byte(`{"target":"Nobody","range":-1}`))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		g, comps := fuzzGame(t, []string{"open:Door", "activate:Bat"})
		c := comps[int(which)%len(comps)]
		if err := scenes.TypeOfValue(c).Decode(c, data); err != nil {
			return
		}
		steps(g, 60)
	})
}

// FuzzActions runs arbitrary trigger actions: unknown ones and bad names warn,
// never panic.
func FuzzActions(f *testing.F) {
	for _, a := range []string{"destroy", "destroy:Enemy", "activate:Bat", "deactivate:Player", "open:Door",
		"close:Door", "open:Enemy", "scene:next", "scene:", "checkpoint", "kill", "open:", "", ":", "x:y:z", "destroy:Player"} {
		f.Add(a, "kill")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		g, _ := fuzzGame(t, []string{a, b})
		steps(g, 60)
	})
}
