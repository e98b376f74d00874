package rendering

// Internals reached by the tests.
var (
	FloatKey = floatKey
	Noise    = noise
)

// SortKey returns o's sort key for an entity at world y.
func (o *DrawOrder) SortKey(worldY float64) uint64 { return o.sortKey(worldY) }
