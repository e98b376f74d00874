package novel

import (
	"github.com/griffengine/griff/runtime"
)

// DecodeSlotInfo exposes decodeSlotInfo to tests.
func DecodeSlotInfo(data []byte) (SlotInfo, error) { return decodeSlotInfo("t", data) }

// ParseRead exposes parseRead to tests.
func ParseRead(data []byte) []string { return parseRead(data) }

// RingStats returns the novel system's rollback ring: the snapshots held and
// the bytes of the last one recorded.
func RingStats(g *runtime.Game) (held int, last runtime.TimelineStats) {
	for _, sys := range g.Systems() {
		if s, ok := sys.(*system); ok && s.ring != nil {
			return s.ring.Len(), s.ring.Stats()
		}
	}
	return 0, runtime.TimelineStats{}
}
