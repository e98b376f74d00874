package session

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"sync"

	"github.com/griffengine/griff/scenes"
)

// The component types' check of a join (see the package documentation,
// "Players of another build"). A network record names each component by its
// type's registration index and holds the component's bytes as the machine
// lays them out (scenes.AppendNetRecord), so a player reads the host's
// records right only if each type it has is, at the same index, the host's
// type with the same layout. Types past the player's last are not compared:
// a server may register types (a test's) that a browser page does not, and
// records of those never reach the page's scenes.

// typeList is a build's component types by registration index: each one's
// name and a 4-byte hash of its name and layout.
type typeList struct {
	names  []string
	hashes []uint32
}

// typeHash returns the 4-byte hash of a type named name whose layout digest
// is layout (scenes.TypeLayoutDigest: size, fields, offsets, recursively):
// the first 4 bytes of FNV-1a 64 over the name, a 0 byte and the digest.
func typeHash(name string, layout []byte) uint32 {
	h := fnv.New64a()
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write(layout)
	return uint32(h.Sum64())
}

// prefix returns the digest of the first n types' hashes (FNV-1a 64 over
// n, then each hash, little-endian), and false if the list has fewer than n.
func (l *typeList) prefix(n int) (uint64, bool) {
	if l == nil || n > len(l.hashes) {
		return 0, false
	}
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(n))
	h.Write(b[:])
	for _, x := range l.hashes[:n] {
		binary.LittleEndian.PutUint32(b[:4], x)
		h.Write(b[:4])
	}
	return h.Sum64(), true
}

// len returns the number of types (0 for nil).
func (l *typeList) len() int {
	if l == nil {
		return 0
	}
	return len(l.hashes)
}

// buildTypes returns this program's component registry as a typeList,
// worked out at the first call (a join's hello, after every init has
// registered its types) and the same after: the registry does not change
// once a scene exists.
var buildTypes = sync.OnceValue(func() *typeList {
	all := scenes.Types()
	l := &typeList{names: make([]string, len(all)), hashes: make([]uint32, len(all))}
	for _, c := range all {
		d := scenes.TypeLayoutDigest(c)
		l.names[c.Index()], l.hashes[c.Index()] = c.Name(), typeHash(c.Name(), d[:])
	}
	return l
})

// appendTypes appends the host's refusal of a player whose first n types
// differ from the host's: kindTypes, the host's number of types, then for
// each of the first min(n, that) its name and hash, so the player can name
// the first that differs. It goes only to a refused player; a join that
// matches carries just the count and digest in the hello.
func appendTypes(b []byte, l *typeList, n int) []byte {
	b = binary.AppendUvarint(append(b, byte(kindTypes)), uint64(l.len()))
	n = min(n, l.len())
	b = binary.AppendUvarint(b, uint64(n))
	for i := range n {
		b = appendString(b, l.names[i])
		b = binary.LittleEndian.AppendUint32(b, l.hashes[i])
	}
	return b
}

// maxTypeName is the longest type name a types refusal is read with.
const maxTypeName = 1 << 10

// typesDiffer reads the host's types refusal (after its kind byte) and
// returns why this player, with types mine, cannot play: the first type of
// mine that is not the host's at its index, named. It returns an error
// wrapping ErrMalformed for bytes that are not such a refusal.
func typesDiffer(msg []byte, mine *typeList) (string, error) {
	r := reader{b: msg}
	total := r.uvarint()
	n := r.count(int(min(total, 1<<16)), 5)
	names := make([]string, 0, n)
	hashes := make([]uint32, 0, n)
	for range n {
		names = append(names, string(r.bytes(maxTypeName)))
		hashes = append(hashes, r.u32())
	}
	if r.bad || !r.done() {
		return "", fmt.Errorf("%w: types refusal", ErrMalformed)
	}
	const lead = "this game's build differs from the host's: "
	const advice = "; play with the host's version of the game"
	for i, name := range names {
		if i >= mine.len() {
			break
		}
		switch {
		case mine.names[i] != name:
			return lead + misplaced(mine.names[i], name, i, names, mine.names) + advice, nil
		case mine.hashes[i] != hashes[i]:
			return lead + fmt.Sprintf("component type %q differs from the host's (its fields changed)", name) + advice, nil
		}
	}
	if uint64(mine.len()) > total {
		return lead + fmt.Sprintf("component type %q (number %d) is not in the host's build", mine.names[total], total) + advice, nil
	}
	return lead + "its component types differ from the host's" + advice, nil
}

// misplaced says why this build's type number i is mine where the host's is
// theirs: one build has a type the other lacks, or both have them in
// another order. hosts and mines are the two builds' names (hosts may be
// the first of the host's only).
func misplaced(mine, theirs string, i int, hosts, mines []string) string {
	switch {
	case !slices.Contains(hosts, mine) && !slices.Contains(mines, theirs):
		return fmt.Sprintf("component type %q (number %d) is %q in the host's build, and neither build has the other's", mine, i, theirs)
	case !slices.Contains(hosts, mine):
		return fmt.Sprintf("component type %q (number %d) is not in the host's build (added in this one)", mine, i)
	case !slices.Contains(mines, theirs):
		return fmt.Sprintf("the host's component type %q (number %d) is not in this build (added in the host's, or removed from this one)", theirs, i)
	}
	return fmt.Sprintf("component type %q (number %d) is %q in the host's build (the types are registered in another order)", mine, i, theirs)
}
