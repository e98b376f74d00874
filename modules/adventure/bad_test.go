package adventure

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestBadSceneDataWarns: a room whose walk area has two points, an exit to
// a room the scene has not, and a take giving a malformed item text each
// warn naming the entity and component, and the game goes on.
func TestBadSceneDataWarns(t *testing.T) {
	r := newRig(t, func(sc *scenes.Scene) {
		scenes.Get[Room](sc.Find("Hall")).Walk = []griff.Vec{{0, 0}, {1, 1}}
		d := scenes.Get[Hotspot](sc.Find("Door"))
		d.Locked, d.Exit = false, "cellar"
		scenes.Get[Hotspot](sc.Find("Stick")).Gives = "Stick,, 0 Gum"
	})
	start := r.pos()
	r.click(150, 268) // the door: no walking, the exit's room is missing
	r.click(250, 420) // the stick
	if r.pos() != start || r.hero().Room != "hall" {
		t.Errorf("the hero moved to %v in room %q", r.pos(), r.hero().Room)
	}
	var got []string
	for _, p := range r.problems {
		got = append(got, p.String())
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"Adventure.Room", "walk area has 2 points", `room "cellar"`, "Adventure.Hotspot"} {
		if !strings.Contains(all, want) {
			t.Errorf("the problems do not say %q:\n%s", want, all)
		}
	}
	for range 10 {
		r.g.Step()
	}
}

// TestWalkBehind: the pillar is drawn in front of the hero when the hero's
// feet are above its base, and behind it when below (y-sorting, the
// template's walk-behind).
func TestWalkBehind(t *testing.T) {
	r := newRig(t, nil)
	pillar := scenes.Get[visual.Sprite](r.find("Pillar"))
	hero := scenes.Get[visual.Sprite](r.find("Hero"))
	if !pillar.YSort || !hero.YSort || pillar.Layer != hero.Layer {
		t.Fatalf("the pillar and hero are not y-sorted on one layer: %+v %+v", pillar.DrawOrder, hero.DrawOrder)
	}
	base := r.find("Pillar").Transform().Position()[1]
	r.click(430, 360) // beside the pillar, behind its base
	if y := r.pos()[1]; !(y < base) || hero.SortKey(y) >= pillar.SortKey(base) {
		t.Errorf("at y %v (pillar base %v) the hero is not drawn behind the pillar", y, base)
	}
	r.click(480, 420) // in front of it
	if y := r.pos()[1]; !(y > base) || hero.SortKey(y) <= pillar.SortKey(base) {
		t.Errorf("at y %v (pillar base %v) the hero is not drawn in front of the pillar", y, base)
	}
	r.noProblems()
}
