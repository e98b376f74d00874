package drawlist

import "math"

// Sorter puts sort keys in order with a stable least-significant-digit radix sort (8 passes
// of one byte at most), keeping its buffers from call to call so that sorting the same
// number of keys again allocates nothing. The zero value is ready to use.
//
// It moves as little as it can: keys already in order are found in one O(n) scan and
// nothing is sorted; a byte that every key shares (the layer of a scene on one layer, the
// high bits of small keys) costs no pass.
//
// A Sorter is not safe for concurrent use.
type Sorter struct {
	perm, permTmp []int32
	keys, keysTmp []uint64
	counts        [8][256]int32
}

// Order returns the permutation that sorts keys stably: keys[perm[0]] <= keys[perm[1]] <=
// ..., and equal keys keep their order. It returns nil if keys are already in order, so
// nothing needs to move. keys is not changed. The returned slice belongs to the Sorter and
// is valid until its next call. Order panics if len(keys) >= 2^31.
func (s *Sorter) Order(keys []uint64) []int32 {
	n := len(keys)
	if n >= math.MaxInt32 {
		panic("drawlist: Order takes fewer than 2^31 keys")
	}
	if inOrder(keys) {
		return nil
	}
	s.count(keys)
	s.perm = grow(s.perm, n)
	s.permTmp = grow(s.permTmp, n)
	s.keys = growKeys(s.keys, n)
	s.keysTmp = growKeys(s.keysTmp, n)
	srcKeys, srcPerm := keys, []int32(nil) // nil: the identity, not written out
	dstKeys, dstPerm := s.keys, s.perm
	for d := range 8 {
		shift := uint(8 * d)
		c := &s.counts[d]
		if c[byte(keys[0]>>shift)] == int32(n) {
			continue // every key has this byte
		}
		offsets(c)
		scatter(srcKeys, srcPerm, dstKeys, dstPerm, shift, c)
		srcKeys, srcPerm, dstKeys, dstPerm = dstKeys, dstPerm, srcKeys, srcPerm
		if dstPerm == nil { // after the first pass, write to the spare buffers, not to keys
			dstKeys, dstPerm = s.keysTmp, s.permTmp
		}
	}
	return srcPerm
}

// scatter moves each key and its index to the next free place of its byte at shift. A nil
// perm stands for the identity.
func scatter(keys []uint64, perm []int32, dstKeys []uint64, dstPerm []int32, shift uint, next *[256]int32) {
	if perm == nil {
		for i, k := range keys {
			b := byte(k >> shift)
			j := next[b]
			next[b]++
			dstKeys[j] = k
			dstPerm[j] = int32(i)
		}
		return
	}
	perm = perm[:len(keys)]
	for i, k := range keys {
		b := byte(k >> shift)
		j := next[b]
		next[b]++
		dstKeys[j] = k
		dstPerm[j] = perm[i]
	}
}

func inOrder(keys []uint64) bool {
	for i := 1; i < len(keys); i++ {
		if keys[i] < keys[i-1] {
			return false
		}
	}
	return true
}

// count fills s.counts with how many keys have each value of each byte.
func (s *Sorter) count(keys []uint64) {
	s.counts = [8][256]int32{}
	c := &s.counts
	for _, k := range keys {
		c[0][byte(k)]++
		c[1][byte(k>>8)]++
		c[2][byte(k>>16)]++
		c[3][byte(k>>24)]++
		c[4][byte(k>>32)]++
		c[5][byte(k>>40)]++
		c[6][byte(k>>48)]++
		c[7][byte(k>>56)]++
	}
}

// offsets turns counts into the index where each byte value's keys start.
func offsets(c *[256]int32) {
	var sum int32
	for i, v := range c {
		c[i] = sum
		sum += v
	}
}

func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

func growKeys(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	return s[:n]
}

// Permute puts items in the order perm gives (as Sorter.Order returns it): afterwards
// items[i] is what items[perm[i]] was. It moves only the stretch from the first to the last
// item that changes place, through spare, and returns spare (grown if needed) to pass again
// next time. A nil perm leaves items as they are. Permute panics if perm is not nil and
// len(perm) != len(items); perm must be a permutation of 0..len(items)-1.
func Permute[T any](items []T, perm []int32, spare []T) []T {
	if perm == nil {
		return spare
	}
	if len(perm) != len(items) {
		panic("drawlist: Permute with a permutation of another length")
	}
	lo, hi := 0, len(perm)-1
	for lo <= hi && int(perm[lo]) == lo {
		lo++
	}
	for hi >= lo && int(perm[hi]) == hi {
		hi--
	}
	if lo > hi {
		return spare
	}
	spare = append(spare[:0], items[lo:hi+1]...)
	for i := lo; i <= hi; i++ {
		if p := int(perm[i]); p != i {
			items[i] = spare[p-lo]
		}
	}
	return spare
}
