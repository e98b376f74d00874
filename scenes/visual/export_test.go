package visual

// Internals reached by the tests.
var FloatKey = floatKey
