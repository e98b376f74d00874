package rendering_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fadeScenes are two scenes to fade between: a room with a sprite and a red
// box, a hall with a blue box on the HUD.
type fadeScenes map[string]string

func (m fadeScenes) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	text, ok := m[name]
	if !ok {
		return nil, fmt.Errorf("no scene %q", name)
	}
	return scenes.ReadScene(name, []byte(text), p)
}

var fadeWorld = fadeScenes{
	"room": `{"format":1,"nextId":3,"entities":[
		{"id":1,"name":"Logo","transform":{"position":[20,30]},"components":{"Griff.Sprite":{"image":"ebiten.png"}}},
		{"id":2,"name":"Box","transform":{"position":[200,100]},"components":{"Griff.Shape":{"size":[40,20],"color":"#ff0000"}}}]}`,
	"hall": `{"format":1,"nextId":2,"entities":[
		{"id":1,"name":"Score","transform":{"position":[10,10]},"components":{"Griff.Shape":{"size":[60,8],"color":"#0000ff","hud":true}}}]}`,
}

// fadeGame is the room, with a fade or wipe to the hall asked for before its
// first step: seconds long at 60 steps a second.
func fadeGame(t *testing.T, tr sceneflow.Transition) (*runtime.Game, *rendering.Renderer) {
	t.Helper()
	room, err := fadeWorld.LoadScene("room", nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: room}, sceneflow.NewSystem(fadeWorld), view.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	r := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 1})
	r.SetScreen(screen)
	sceneflow.Of(g).Go(sceneflow.Change{Scene: "hall", Transition: tr})
	return g, r
}

// TestFadeGolden: a one-second grey fade (30 steps out, 30 in) drawn halfway
// out (after step 15 at blend 0.5: the room under a cover of 0.483) and
// halfway in (the hall under 0.517), built with 1 worker and with 4: the
// lists are the same and match the golden; the cover is the last quad, over
// the HUD, premultiplied.
func TestFadeGolden(t *testing.T) {
	g, r := fadeGame(t, sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 1, Color: griff.RGB(0.5, 0.5, 0.5)})
	r4 := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 4})
	r4.SetScreen(screen)
	var b strings.Builder
	var list, list4 drawlist.List
	for range 45 {
		g.Step()
		switch g.Clock().Tick() {
		case 15, 45:
			r.Build(g, 0.5, &list)
			r4.Build(g, 0.5, &list4)
			if got, want := list4.String(), list.String(); got != want {
				t.Errorf("after step %d the fade built with 4 workers differs from 1:\n%s\nwant\n%s", g.Clock().Tick(), got, want)
			}
			fmt.Fprintf(&b, "# %s after step %d at blend 0.5\n%s", g.Scene().Name(), g.Clock().Tick(), list.String())
		}
	}
	golden(t, "fade", b.String())
	last := list.Quads[len(list.Quads)-1]
	if a := last.Tint.A; a < 0.516 || a > 0.517 || last.Tint.R != a*0.5 {
		t.Errorf("halfway in, the cover's tint is %+v, want grey at alpha 31/60 premultiplied", last.Tint)
	}
}

// TestFadeOverChunkedBuild fades out of a room of 2,100 sprites (over
// rendering.ParallelMin, so 4 workers build the sprites in chunks): halfway
// out the list is the same with 1 worker and with 4, cover last.
func TestFadeOverChunkedBuild(t *testing.T) {
	g, r := fadeGame(t, sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 1, Color: griff.RGB(0.5, 0.5, 0.5)})
	for i := range rendering.ParallelMin + 52 {
		e := g.Scene().NewEntity(fmt.Sprint("Tile", i), nil)
		e.Transform().SetPosition(griff.V(float64(i%60*4), float64(i/60*4))) // all on screen
		scenes.Add(e, visual.Sprite{Image: "ebiten.png"})
	}
	r4 := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: 4})
	r4.SetScreen(screen)
	var list, list4 drawlist.List
	for range 15 {
		g.Step()
	}
	r.Build(g, 0.5, &list)
	r4.Build(g, 0.5, &list4)
	if len(list.Quads) < rendering.ParallelMin {
		t.Fatalf("%d quads, want the room's %d sprites and more", len(list.Quads), rendering.ParallelMin+52)
	}
	if list4.String() != list.String() {
		t.Error("halfway out of a big room, the fade built with 4 workers differs from 1")
	}
	if last := list.Quads[len(list.Quads)-1]; last.Tint.A < 0.48 || last.Tint.A > 0.49 {
		t.Errorf("the last quad's tint is %+v, want the cover at alpha 29/60", last.Tint)
	}
}

// TestWipeCovers: a wipe covers the part of the screen it has reached, from
// the edge it comes in by, and leaves by the far edge.
func TestWipeCovers(t *testing.T) {
	tests := []struct {
		dir  sceneflow.Direction
		want string // after steps 1 and 3 of 4 (2 out, 2 in) at blend 1
	}{
		{sceneflow.DirRight, "[-1 1 0 -1] [0 1 1 -1]"},
		{sceneflow.DirLeft, "[0 1 1 -1] [-1 1 0 -1]"},
		{sceneflow.DirDown, "[-1 1 1 0] [-1 0 1 -1]"},
		{sceneflow.DirUp, "[-1 0 1 -1] [-1 1 1 0]"},
	}
	for _, tt := range tests {
		g, r := fadeGame(t, sceneflow.Transition{Kind: sceneflow.KindWipe, Seconds: 4.0 / 60, Direction: tt.dir})
		var got []string
		var list drawlist.List
		for range 3 {
			g.Step()
			if tick := g.Clock().Tick(); tick == 1 || tick == 3 {
				r.Build(g, 1, &list)
				q := list.Quads[len(list.Quads)-1]
				k := q.Corners
				got = append(got, fmt.Sprint([]float32{k[0].X, k[0].Y, k[2].X, k[2].Y}))
				if q.Tint != (drawlist.Color{A: 1}) {
					t.Errorf("%v: the wipe's tint is %+v, want opaque black", tt.dir, q.Tint)
				}
			}
		}
		if s := strings.Join(got, " "); s != tt.want {
			t.Errorf("wipe %v covers %s, want %s", tt.dir, s, tt.want)
		}
	}
}
