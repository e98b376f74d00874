package blocks

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

func griffTick(i int) griff.Tick { return griff.Tick(i + 1) }

func sortEvents(ev []input.Event) []input.Event {
	slices.SortStableFunc(ev, func(a, b input.Event) int { return int(a.Tick - b.Tick) })
	return ev
}
