package dungeon

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestSameRunFields checks that sameRun sees a change of each field of
// a Run (runtimetest.CheckSameFields): a field added and not compared would
// let a step change it without marking its entity, and a Timeline would
// keep its stale record.
func TestSameRunFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameRun)
}
