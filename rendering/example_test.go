package rendering_test

import (
	"fmt"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes/visual"
	"image"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// A game with the view system, a camera zoomed in twice and a red square
// under it, drawn on a 100×50 screen.
func ExampleRenderer_Build() {
	g, err := runtime.NewGame(runtime.Options{}, view.NewSystem())
	if err != nil {
		panic(err)
	}
	s := g.Scene()
	cam := s.NewEntity("Camera", nil)
	scenes.Add(cam, visual.Camera{Zoom: visual.NewSmoothed(2.0)})
	box := s.NewEntity("Box", nil)
	scenes.Add(box, visual.Shape{Size: griff.V(10, 10), Pivot: griff.V(0.5, 0.5), Color: griff.RGB(1, 0, 0)})
	g.Step()

	r := rendering.NewRenderer(rendering.Options{Screen: image.Pt(100, 50)})
	var list drawlist.List
	r.Build(g, g.Clock().Blend(), &list)
	fmt.Print(list.String())
	// Output:
	// textures 1
	//   0 white
	// passes 1 quads 1
	// sprites tex=0 quads=0+1
	//   0 xy=(-0.2 0.4 0.2 0.4 0.2 -0.4 -0.2 -0.4) uv=(0 0 1 1) tint=(1 0 0 1)
}
