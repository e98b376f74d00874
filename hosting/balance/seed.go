package balance

// SplitMix64 returns the output of the SplitMix64 generator for the state x: x is
// advanced by the golden gamma 0x9e3779b97f4a7c15 and mixed with the 64-bit
// finalizer whose constants are from Sebastiano Vigna's splitmix64.c. The
// generator is from Steele, Lea and Flood, Fast splittable pseudorandom number
// generators (OOPSLA 2014). Nearby inputs give unrelated outputs.
func SplitMix64(x uint64) uint64 {
	z := x + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// GameSeed returns the seed of game number run (from 0) of the row rowID in a
// simulation seeded seed:
//
//	SplitMix64(SplitMix64(SplitMix64(seed) ^ FNV-1a-64(rowID)) ^ run)
//
// The row enters by its id (hashed with 64-bit FNV-1a), not its position, so
// adding or reordering rows changes no other row's games.
func GameSeed(seed uint64, rowID string, run int) uint64 {
	return SplitMix64(SplitMix64(SplitMix64(seed)^fnv1a(rowID)) ^ uint64(run))
}

// fnv1a is the 64-bit FNV-1a hash of s (Fowler, Noll and Vo).
func fnv1a(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}
