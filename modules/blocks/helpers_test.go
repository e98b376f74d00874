package blocks

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

func griffTick(i int) griff.Tick { return griff.Tick(i + 1) }

func sortEvents(ev []input.Event) []input.Event {
	slices.SortStableFunc(ev, func(a, b input.Event) int { return int(a.Tick - b.Tick) })
	return ev
}

func scenesWell(g *runtime.Game) *Well { return scenes.Get[Well](g.Scene().Find("Well")) }
