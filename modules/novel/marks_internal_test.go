package novel

import (
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestSameReaderFields checks that sameReader sees a change of each field of
// a Reader, and of its moment Now (runtimetest.CheckSameFields): a field
// added and not compared would let a step change it without marking the
// Reader, and a Timeline would keep its stale record.
func TestSameReaderFields(t *testing.T) {
	runtimetest.CheckSameFields(t, sameReader)
}
