package session

// SetTypes makes a Host or Client (x) use the component types names, each
// with the layout layouts[i] (any bytes standing for
// scenes.TypeLayoutDigest), in place of this program's registry: two
// builds' registries in one test.
func SetTypes(x any, names []string, layouts []string) {
	l := &typeList{names: names, hashes: make([]uint32, len(names))}
	for i, n := range names {
		l.hashes[i] = typeHash(n, []byte(layouts[i]))
	}
	switch x := x.(type) {
	case *Host:
		x.types = l
	case *Client:
		x.types = l
	default:
		panic("session: SetTypes of neither a Host nor a Client")
	}
}
