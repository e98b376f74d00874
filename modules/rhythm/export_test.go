package rhythm

import "github.com/griffengine/griff/runtime"

// PlayAndDraw runs the module's two steps' work on g once, outside a step.
func PlayAndDraw(g *runtime.Game) {
	s := runtime.Service[Rhythm](g).(*system)
	s.play(g)
	s.view(g)
}
